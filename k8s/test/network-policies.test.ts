/**
 * The network policies of each overlay, evaluated the way Kubernetes does (a flow passes when the
 * source's egress policies and the destination's ingress policies both allow it; a pod selected by
 * no policy of a direction is open in that direction), over every pair of pods the overlay runs plus
 * the ones outside it (Ingress controller, DNS, the CloudNativePG operator, the API server). The set
 * of allowed flows must be exactly the one the architecture needs.
 */
import { describe, expect, it } from 'vitest';
import { OVERLAYS, kubectlAvailable, manifestServices, matchesSelector, ofKind, render, type K8sObject, type Overlay } from './support';

interface Peer {
  /** How the expected flows name it: a workload name, or `pg`, `ingress-controller`, … */
  id: string;
  namespace?: string;
  namespaceLabels?: Record<string, string>;
  labels?: Record<string, string>;
  /** Not a pod: only ipBlock or an empty peer list reaches it. */
  external?: boolean;
}

const PORTS = ['TCP/8080', 'TCP/4222', 'TCP/6222', 'TCP/8222', 'TCP/5432', 'TCP/8000', 'TCP/9187', 'TCP/9464', 'UDP/53', 'TCP/53', 'TCP/443', 'TCP/6443'];

function peers(objects: K8sObject[], namespace: string): Peer[] {
  const own = objects
    .filter((o) => ['Deployment', 'StatefulSet', 'Job'].includes(o.kind))
    .map((w) => ({ id: w.metadata.name as string, namespace, labels: w.spec.template.metadata.labels as Record<string, string> }));
  // CloudNativePG's instance pods are made by the operator: these are the labels it gives them.
  const pg = { id: 'pg', namespace, labels: { 'cnpg.io/cluster': 'pms-db', 'cnpg.io/podRole': 'instance' } };
  const outside = (id: string, ns: string, labels: Record<string, string>) => ({ id, namespace: ns, namespaceLabels: { 'kubernetes.io/metadata.name': ns }, labels });
  return [
    ...own.map((p) => ({ ...p, namespaceLabels: { 'kubernetes.io/metadata.name': namespace } })),
    { ...pg, namespaceLabels: { 'kubernetes.io/metadata.name': namespace } },
    outside('ingress-controller', 'ingress-nginx', { 'app.kubernetes.io/name': 'ingress-nginx' }),
    outside('dns', 'kube-system', { 'k8s-app': 'kube-dns' }),
    outside('cnpg-operator', 'cnpg-system', { 'app.kubernetes.io/name': 'cloudnative-pg' }),
    outside('prometheus', 'monitoring', { 'app.kubernetes.io/name': 'prometheus' }),
    outside('some-other-pod', 'elsewhere', { app: 'other' }),
    { id: 'api-server', external: true },
    { id: 'internet', external: true },
  ];
}

function peerMatches(rulePeer: K8sObject, target: Peer, policyNamespace: string): boolean {
  if (rulePeer.ipBlock) return target.external === true || target.namespace !== undefined;
  if (target.external) return false;
  if (rulePeer.namespaceSelector) {
    if (!matchesSelector(target.namespaceLabels, rulePeer.namespaceSelector)) return false;
  } else if (target.namespace !== policyNamespace) {
    return false;
  }
  return rulePeer.podSelector ? matchesSelector(target.labels, rulePeer.podSelector) : true;
}

function portMatches(rulePorts: K8sObject[] | undefined, port: string): boolean {
  if (!rulePorts || rulePorts.length === 0) return true;
  const [protocol, number] = port.split('/');
  return rulePorts.some((p) => (p.protocol ?? 'TCP') === protocol && (p.port === undefined || String(p.port) === number));
}

function allowed(policies: K8sObject[], namespace: string, src: Peer, dst: Peer, port: string): boolean {
  const selects = (p: K8sObject, peer: Peer) => !peer.external && peer.namespace === namespace && matchesSelector(peer.labels, p.spec.podSelector);
  const side = (direction: 'Egress' | 'Ingress', self: Peer, other: Peer) => {
    // Pods outside the namespace are governed by their own namespace's policies, not these.
    if (self.external || self.namespace !== namespace) return true;
    const applying = policies.filter((p) => (p.spec.policyTypes as string[]).includes(direction) && selects(p, self));
    if (applying.length === 0) return true;
    const key = direction === 'Egress' ? 'egress' : 'ingress';
    const peersKey = direction === 'Egress' ? 'to' : 'from';
    return applying.some((p) =>
      ((p.spec[key] ?? []) as K8sObject[]).some(
        (rule) =>
          portMatches(rule.ports, port) &&
          (!rule[peersKey] || rule[peersKey].length === 0 || (rule[peersKey] as K8sObject[]).some((rp) => peerMatches(rp, other, namespace))),
      ),
    );
  };
  return side('Egress', src, dst) && side('Ingress', dst, src);
}

/** The flows the suite needs, and nothing else (see k8s/components/network-policies). */
function expectedFlows(objects: K8sObject[], outside: string[]): Set<string> {
  const names = (component: string) =>
    objects.filter((o) => o.kind !== 'Service' && o.spec?.template?.metadata?.labels?.['app.kubernetes.io/component'] === component).map((o) => o.metadata.name as string);
  const frontEnds = names('frontend');
  const services = manifestServices();
  const migrations = names('migration');
  const flows = new Set<string>();
  const add = (src: string, dst: string, ...ports: string[]) => ports.forEach((p) => flows.add(`${src} -> ${dst} ${p}`));
  for (const d of ['gateway', ...frontEnds]) add('ingress-controller', d, 'TCP/8080');
  for (const s of services) {
    add('gateway', s, 'TCP/8080');
    add(s, 'pg', 'TCP/5432');
    add(s, 'nats', 'TCP/4222');
    if (s !== 'svc-auth') add(s, 'svc-auth', 'TCP/8080');
  }
  add('gateway', 'nats', 'TCP/4222');
  for (const m of migrations) add(m, 'pg', 'TCP/5432');
  add('nats', 'nats', 'TCP/6222');
  add('pg', 'pg', 'TCP/5432', 'TCP/8000');
  add('cnpg-operator', 'pg', 'TCP/8000');
  // The instance manager watches the API server, which has no labels to select: any address outside
  // the namespace on these ports.
  for (const dst of outside) add('pg', dst, 'TCP/443', 'TCP/6443');
  for (const src of ['gateway', ...services, ...frontEnds, ...migrations, 'nats', 'pg']) add(src, 'dns', 'UDP/53', 'TCP/53');
  // Where the observability component is in (prod): Prometheus scrapes the metrics ports.
  if (objects.some((o) => o.kind === 'PodMonitor')) {
    for (const d of ['gateway', ...services]) add('prometheus', d, 'TCP/9464');
    add('prometheus', 'pg', 'TCP/9187');
  }
  return flows;
}

describe.skipIf(!kubectlAvailable())('network policies', () => {
  it.each(OVERLAYS)('%s allows exactly the flows the suite needs', (overlay: Overlay) => {
    const objects = render(overlay);
    const namespace = ofKind(objects, 'Namespace')[0]?.metadata.name as string;
    const policies = ofKind(objects, 'NetworkPolicy');
    expect(policies.find((p) => p.metadata.name === 'default-deny')?.spec).toEqual({ podSelector: {}, policyTypes: ['Ingress', 'Egress'] });
    const all = peers(objects, namespace);
    const actual = new Set<string>();
    for (const src of all) {
      for (const dst of all) {
        if (src.external && dst.external) continue;
        for (const port of PORTS) if (allowed(policies, namespace, src, dst, port)) actual.add(`${src.id} -> ${dst.id} ${port}`);
      }
    }
    // Flows between two pods outside the namespace are not ours to judge.
    const outside = new Set(all.filter((p) => p.namespace !== namespace).map((p) => p.id));
    const ours = [...actual].filter((f) => {
      const [src, , dst] = f.split(' ');
      return !(outside.has(src as string) && outside.has(dst as string));
    });
    expect(ours.sort()).toEqual([...expectedFlows(objects, [...outside])].sort());
  });
});
