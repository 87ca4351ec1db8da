/**
 * Every rendered object of every overlay validated against its published JSON schema: Kubernetes'
 * own kinds (kubernetes-models) and the Prometheus Operator's (@kubernetes-models/prometheus-operator).
 * CloudNativePG publishes no such package: its objects keep the structural tests of the fields we
 * rely on (manifests-observability.test.ts, manifests-topology.test.ts).
 */
import { describe, expect, it } from 'vitest';
import * as monitoring from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1';
import * as apps from 'kubernetes-models/apps/v1';
import * as autoscaling from 'kubernetes-models/autoscaling/v2';
import * as batch from 'kubernetes-models/batch/v1';
import * as networking from 'kubernetes-models/networking.k8s.io/v1';
import * as policy from 'kubernetes-models/policy/v1';
import * as core from 'kubernetes-models/v1';
import { OVERLAYS, kubectlAvailable, render, type K8sObject, type Overlay } from './support';

type Model = new (data: K8sObject) => { validate(): void };

/** The schema of each API group and version the overlays use, by kind. */
const MODELS: Record<string, Record<string, unknown>> = {
  v1: core,
  'apps/v1': apps,
  'autoscaling/v2': autoscaling,
  'batch/v1': batch,
  'networking.k8s.io/v1': networking,
  'policy/v1': policy,
  'monitoring.coreos.com/v1': monitoring,
};

/** Kinds with no published schema package, checked structurally elsewhere. */
const STRUCTURAL_ONLY = new Set(['postgresql.cnpg.io/v1']);

describe.skipIf(!kubectlAvailable())('rendered objects against their schemas', () => {
  it.each(OVERLAYS)('%s: every object is valid for its kind', (overlay: Overlay) => {
    const problems: string[] = [];
    let validated = 0;
    for (const o of render(overlay)) {
      if (STRUCTURAL_ONLY.has(o.apiVersion as string)) continue;
      const Kind = MODELS[o.apiVersion as string]?.[o.kind as string] as Model | undefined;
      if (!Kind) {
        problems.push(`${o.apiVersion} ${o.kind} ${o.metadata?.name}: no schema known (add its model to MODELS)`);
        continue;
      }
      try {
        new Kind(o).validate();
        validated++;
      } catch (err) {
        problems.push(`${o.kind} ${o.metadata?.name}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(validated).toBeGreaterThan(50);
  });

  it('a broken object is caught (the validation is real)', () => {
    const broken = { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'x' }, spec: { selector: {}, template: { spec: { containers: [{ name: 'x', ports: [{ containerPort: 'http' }] }] } } } };
    expect(() => new (apps.Deployment as unknown as Model)(broken).validate()).toThrow();
  });
});
