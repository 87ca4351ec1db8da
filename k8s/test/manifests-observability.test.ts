/**
 * The observability component as the prod overlay renders it (docs/observability.md,
 * docs/operations.md): every process that serves metrics has its port and a PodMonitor that finds
 * it, NATS through an exporter beside each server; every alert of the issue is there with a runbook section; the rules and the dashboard name only
 * metrics the suite really exports; PostgreSQL is backed up nightly with WAL archived between.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { metricsRegistry } from '@pms/service-kit';
import { deployables, get, kubectlAvailable, matchesSelector, ofKind, render, ROOT, type K8sObject } from './support';

/** What Prometheus can query of the suite's own metrics (histograms as their three series). */
async function exportedSeries(): Promise<Set<string>> {
  const names = new Set<string>();
  for (const m of await metricsRegistry.getMetricsAsJSON()) {
    names.add(m.name);
    if (String(m.type) === 'histogram') for (const s of ['_bucket', '_count', '_sum']) names.add(m.name + s);
  }
  return names;
}
const ownMetricsIn = (expr: string) => expr.match(/\b(pms_[a-z_]+|http_server_[a-z_]+)\b/g) ?? [];

const ALERTS = [
  'PmsHighErrorRatio',
  'PmsSlowRoute',
  'PmsOutboxStuck',
  'PmsConsumerFallingBehind',
  'PmsSignInFailuresSpike',
  'PmsPodRestarting',
  'PmsPostgresNotReady',
  'PmsStreamLag',
];

describe.skipIf(!kubectlAvailable())('observability in prod', () => {
  const objects = render('prod');
  const metered = deployables().filter((d) => d.kind !== 'frontend');

  it('every process that serves metrics has its metrics port and a PodMonitor selecting it', () => {
    const monitors = ofKind(objects, 'PodMonitor');
    for (const d of metered) {
      const pod = get(objects, 'Deployment', d.name).spec.template;
      const port = (pod.spec.containers[0].ports as K8sObject[]).find((p) => p.name === 'metrics');
      expect(port?.containerPort, d.name).toBe(9464);
      const watching = monitors.filter((m) => matchesSelector(pod.metadata.labels, m.spec.selector));
      expect(watching.map((m) => m.spec.podMetricsEndpoints[0].port), d.name).toEqual(['metrics']);
    }
    // PostgreSQL's exporter too, on the instances CloudNativePG makes.
    const pg = { 'cnpg.io/cluster': 'pms-db', 'cnpg.io/podRole': 'instance' };
    expect(monitors.filter((m) => matchesSelector(pg, m.spec.selector))).toHaveLength(1);
  });

  it('NATS is scraped through an exporter beside each server, reading its monitoring port over localhost', () => {
    const nats = get(objects, 'StatefulSet', 'nats').spec.template;
    const exporter = (nats.spec.containers as K8sObject[]).find((c) => c.name === 'nats-exporter');
    expect(exporter?.args).toEqual(expect.arrayContaining(['-port=7777', '-jsz=all', 'http://localhost:8222']));
    expect(exporter?.ports).toEqual([{ name: 'metrics', containerPort: 7777 }]);
    // The monitoring port the exporter reads is the server's own.
    const server = (nats.spec.containers as K8sObject[]).find((c) => c.name === 'nats');
    expect((server?.ports as K8sObject[]).find((p) => p.name === 'monitor')?.containerPort).toBe(8222);
    // The restricted pod standard holds for the sidecar too.
    expect(exporter?.securityContext).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } });
    expect(exporter?.resources?.limits?.memory).toBeDefined();
    const watching = ofKind(objects, 'PodMonitor').filter((m) => matchesSelector(nats.metadata.labels, m.spec.selector));
    expect(watching.map((m) => m.spec.podMetricsEndpoints[0].port)).toEqual(['metrics']);
  });

  it('the alerts of the runbook, each with its section in docs/operations.md, on metrics that exist', async () => {
    const rules = ofKind(objects, 'PrometheusRule').flatMap((r) => (r.spec.groups as K8sObject[]).flatMap((g) => g.rules as K8sObject[]));
    const names = rules.map((r) => r.alert as string);
    expect(names).toEqual(expect.arrayContaining(ALERTS));
    const runbook = readFileSync(join(ROOT, 'docs/operations.md'), 'utf8');
    const anchors = new Set([...runbook.matchAll(/^#+ (.+)$/gm)].map((m) => m[1]!.toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-')));
    const series = await exportedSeries();
    for (const rule of rules) {
      expect(rule.annotations.runbook, rule.alert).toBe(`docs/operations.md#${String(rule.alert).toLowerCase()}`);
      expect(anchors.has(String(rule.alert).toLowerCase()), `docs/operations.md has a section ${rule.alert}`).toBe(true);
      expect(['warning', 'critical']).toContain(rule.labels.severity);
      for (const metric of ownMetricsIn(rule.expr)) expect(series.has(metric), `${rule.alert} reads ${metric}`).toBe(true);
    }
  });

  it('the dashboard is a ConfigMap Grafana\'s sidecar picks up, its panels on metrics that exist', async () => {
    const map = get(objects, 'ConfigMap', 'pms-grafana-dashboard');
    expect(map.metadata.labels.grafana_dashboard).toBe('1');
    const dashboard = JSON.parse(map.data['hotel-pms.json'] as string) as { uid: string; panels: { title: string; targets?: { expr: string }[] }[] };
    expect(dashboard.uid).toBe('hotel-pms');
    const exprs = dashboard.panels.flatMap((p) => p.targets ?? []).map((t) => t.expr);
    const series = await exportedSeries();
    for (const expr of exprs) for (const metric of ownMetricsIn(expr)) expect(series.has(metric), metric).toBe(true);
    // RED per service, the hotel's counters, outbox and consumer lag.
    for (const wanted of ['http_server_request_duration_seconds_count', 'pms_bookings_total', 'pms_check_ins_total', 'pms_outbox_oldest_age_seconds', 'pms_bus_consumer_pending']) {
      expect(exprs.some((e) => e.includes(wanted)), wanted).toBe(true);
    }
  });

  it('Prometheus may scrape the metrics ports from its namespace, and nothing more', () => {
    const policies = ofKind(objects, 'NetworkPolicy').filter((p) => p.metadata.name.startsWith('prometheus-scrape'));
    const ports = policies.flatMap((p) => (p.spec.ingress as K8sObject[]).flatMap((r) => (r.ports as K8sObject[]).map((x) => x.port as number)));
    expect(ports.sort()).toEqual([7777, 9187, 9464]);
  });

  it('PostgreSQL archives WAL continuously and takes a base backup every night, credentials from a Secret', () => {
    const cluster = get(objects, 'Cluster', 'pms-db');
    const store = cluster.spec.backup.barmanObjectStore;
    expect(store.destinationPath).toMatch(/^s3:\/\/.+/);
    expect(store.s3Credentials.accessKeyId).toEqual({ name: 'pms-backup-s3', key: 'ACCESS_KEY_ID' });
    expect(store.s3Credentials.secretAccessKey).toEqual({ name: 'pms-backup-s3', key: 'ACCESS_SECRET_KEY' });
    expect(store.wal.compression).toBe('gzip');
    expect(cluster.spec.backup.retentionPolicy).toMatch(/^\d+[dwm]$/);
    expect(cluster.spec.postgresql.parameters.archive_timeout).toBe('5min');
    const nightly = get(objects, 'ScheduledBackup', 'pms-db-nightly');
    expect(nightly.spec.cluster.name).toBe('pms-db');
    expect(nightly.spec.method).toBe('barmanObjectStore');
    expect(String(nightly.spec.schedule).split(' ')).toHaveLength(6);
    expect(nightly.metadata.namespace).toBe(cluster.metadata.namespace);
  });

  it('dev stays free of the monitoring and backup kinds (a laptop cluster has no operator for them)', () => {
    const dev = render('dev');
    expect(dev.filter((o) => ['PodMonitor', 'PrometheusRule', 'ScheduledBackup'].includes(o.kind as string))).toEqual([]);
  });
});
