/**
 * Renders every overlay and checks how it stays up and is reached: disruption budgets, rolling
 * updates that keep every ready replica until its successor is ready, the Ingress
 * and the remote list, NATS and PostgreSQL in the shape each overlay promises, one replica of
 * everything in dev, autoscalers and replicas spread over nodes in prod.
 */
import { expect, it } from 'vitest';
import { imageEnv } from './dockerfile';
import { deployables, get, manifestServices, matchesSelector, ofKind, type K8sObject } from './support';
import { configMapOf, containerRemotesConfigMap, describeOverlays, podSpec, workloads } from './workloads';

const all = deployables();
const services = manifestServices();

describeOverlays((overlay, objects) => {
  const deployment = (name: string) => get(objects, 'Deployment', name);

it('covers every deployable and NATS with a disruption budget that lets a node drain', () => {
  const pdbs = ofKind(objects, 'PodDisruptionBudget');
  for (const w of workloads(objects).filter((w) => w.kind !== 'Job')) {
    const covering = pdbs.filter((p) => matchesSelector(w.spec.template.metadata.labels, p.spec.selector));
    expect(covering.map((p) => p.metadata.name), `${w.kind} ${w.metadata.name}`).toHaveLength(1);
    expect(covering[0]?.spec.maxUnavailable, w.metadata.name).toBe(1);
  }
});

it('rolls every Deployment one new pod at a time, never taking a ready one away first (maxUnavailable 0)', () => {
  const deployments = ofKind(objects, 'Deployment');
  expect(deployments.length).toBeGreaterThan(0);
  for (const d of deployments) {
    expect(d.spec.strategy, d.metadata.name).toEqual({ type: 'RollingUpdate', rollingUpdate: { maxSurge: 1, maxUnavailable: 0 } });
  }
});

it('serves /api and /remotes.json from the gateway, each remote at its list entry, the shell everywhere else', () => {
  const [ingress] = ofKind(objects, 'Ingress');
  const paths = (ingress?.spec.rules[0].http.paths ?? []) as K8sObject[];
  const route = (path: string): string | undefined => {
    const exact = paths.find((p) => p.pathType === 'Exact' && p.path === path);
    if (exact) return exact.backend.service.name;
    const prefixes = paths
      .filter((p) => p.pathType === 'Prefix' && (p.path === '/' || path === p.path || path.startsWith(`${p.path.replace(/\/$/, '')}/`)))
      .sort((a, b) => b.path.length - a.path.length);
    return prefixes[0]?.backend.service.name;
  };
  for (const p of paths) {
    const svc = get(objects, 'Service', p.backend.service.name);
    const port = p.backend.service.port;
    expect((svc.spec.ports as K8sObject[]).some((sp) => sp.name === port.name || sp.port === port.number), p.path).toBe(true);
  }
  expect(route('/api/login')).toBe('gateway');
  expect(route('/api/hw/hotel_info/1')).toBe('gateway');
  expect(route('/remotes.json')).toBe('gateway');
  expect(route('/')).toBe('shell');
  expect(route('/reserve/new')).toBe('shell');
  expect(route('/main.js')).toBe('shell');
  expect(imageEnv('shell').BASE_PATH).toBe('/');

  const remotes = JSON.parse(get(objects, 'ConfigMap', containerRemotesConfigMap(objects)).data['remotes.json']) as { name: string; entry: string }[];
  const remoteDirs = all.filter((d) => d.name.startsWith('mfe-')).map((d) => d.name);
  expect(remotes.map((r) => `mfe-${r.name}`).sort()).toEqual(remoteDirs.sort());
  for (const r of remotes) {
    const base = imageEnv(`mfe-${r.name}`).BASE_PATH as string;
    expect(r.entry, r.name).toBe(`${base}mf-manifest.json`);
    for (const file of ['mf-manifest.json', 'remoteEntry.js', '__federation_expose_routes.0123abcd99.js']) {
      expect(route(`${base}${file}`), `${base}${file}`).toBe(`mfe-${r.name}`);
    }
  }
  if (overlay === 'prod') expect(ingress?.spec.tls?.[0]?.secretName).toBeDefined();
});

it('runs NATS with JetStream on persistent volumes, clustered as the overlay says', () => {
  const nats = get(objects, 'StatefulSet', 'nats');
  const replicas = nats.spec.replicas as number;
  expect(nats.spec.volumeClaimTemplates?.[0]?.spec.resources.requests.storage).toBeDefined();
  const volume = (podSpec(nats).volumes as K8sObject[]).find((v) => v.configMap)?.configMap.name as string;
  const conf = Object.values(get(objects, 'ConfigMap', volume).data as Record<string, string>)[0] as string;
  expect(conf).toMatch(/^jetstream\s*\{/m);
  expect(conf).toMatch(/store_dir:\s*\/data/);
  const routes = [...conf.matchAll(/nats:\/\/([\w.-]+):6222/g)].map((m) => m[1]);
  expect(routes).toEqual(replicas > 1 ? Array.from({ length: replicas }, (_, i) => `nats-${i}.${nats.spec.serviceName}`) : []);
  const config = get(objects, 'ConfigMap', configMapOf(objects, 'pms-config')).data as Record<string, string>;
  expect(Number(config.NATS_STREAM_REPLICAS)).toBe(replicas);
  expect(replicas).toBe(overlay === 'prod' ? 3 : 1);
  expect(get(objects, 'Cluster', 'pms-db').spec.instances).toBe(overlay === 'prod' ? 3 : 1);
});

if (overlay === 'dev') {
  it('runs one replica of everything, without autoscalers', () => {
    expect(ofKind(objects, 'HorizontalPodAutoscaler')).toEqual([]);
    for (const d of ofKind(objects, 'Deployment')) expect(d.spec.replicas, d.metadata.name).toBe(1);
  });
}

if (overlay === 'prod') {
  it('autoscales the gateway and every service from two replicas, and runs two of each front end', () => {
    const hpas = ofKind(objects, 'HorizontalPodAutoscaler');
    for (const name of ['gateway', ...services]) {
      const hpa = hpas.find((h) => h.spec.scaleTargetRef.kind === 'Deployment' && h.spec.scaleTargetRef.name === name);
      expect(hpa, name).toBeDefined();
      expect(hpa?.spec.minReplicas, name).toBeGreaterThanOrEqual(2);
      expect(hpa?.spec.maxReplicas, name).toBeGreaterThanOrEqual(hpa?.spec.minReplicas);
      // The autoscaler owns the count; a replicas field would reset it on every apply.
      expect(deployment(name).spec.replicas, name).toBeUndefined();
    }
    for (const d of all.filter((d) => d.kind === 'frontend')) expect(deployment(d.name).spec.replicas, d.name).toBeGreaterThanOrEqual(2);
  });

  it('keeps replicas of one deployable on different nodes, and NATS and PostgreSQL strictly so', () => {
    const deps = ofKind(objects, 'Deployment');
    for (const dep of deps) {
      const labels = dep.spec.template.metadata.labels as Record<string, string>;
      const terms = (podSpec(dep).affinity?.podAntiAffinity?.preferredDuringSchedulingIgnoredDuringExecution ?? []) as K8sObject[];
      const term = terms.find((t) => t.podAffinityTerm.topologyKey === 'kubernetes.io/hostname')?.podAffinityTerm;
      expect(term, dep.metadata.name).toBeDefined();
      const selector = {
        matchLabels: {
          ...term?.labelSelector.matchLabels,
          ...Object.fromEntries(((term?.matchLabelKeys ?? []) as string[]).map((k) => [k, labels[k]])),
        },
      };
      const selected = deps.filter((d) => matchesSelector(d.spec.template.metadata.labels, selector)).map((d) => d.metadata.name);
      expect(selected, dep.metadata.name).toEqual([dep.metadata.name]);
    }
    const nats = podSpec(get(objects, 'StatefulSet', 'nats')).affinity.podAntiAffinity.requiredDuringSchedulingIgnoredDuringExecution;
    expect(nats?.[0]?.topologyKey).toBe('kubernetes.io/hostname');
    expect(get(objects, 'Cluster', 'pms-db').spec.affinity.podAntiAffinityType).toBe('required');
  });
}
});
