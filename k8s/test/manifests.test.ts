/**
 * The manifests as files, read without kubectl: every one parses, and every deployable of the
 * repository has its own. What the rendered overlays run is checked by manifests-workloads,
 * manifests-environment and manifests-topology.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deployables, K8S, parseYaml, ROOT } from './support';

describe('manifests as files', () => {
  const yamlFiles = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => {
      const path = join(dir, f);
      if (statSync(path).isDirectory()) return f === 'test' ? [] : yamlFiles(path);
      return /\.ya?ml$/.test(f) ? [path] : [];
    });

  it('parse as YAML, each object with an apiVersion, kind and name (also where kubectl is missing)', () => {
    const files = yamlFiles(K8S);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      for (const o of parseYaml(readFileSync(file, 'utf8'), relative(ROOT, file))) {
        if (Array.isArray(o)) continue; // a JSON patch
        expect(o.apiVersion, relative(ROOT, file)).toBeDefined();
        expect(o.kind, relative(ROOT, file)).toBeDefined();
        if (o.kind !== 'Kustomization' && o.kind !== 'Component') expect(o.metadata?.name, relative(ROOT, file)).toBeDefined();
      }
    }
  });

  it('exist for every deployable of the repository', () => {
    const names = new Set(yamlFiles(join(K8S, 'base')).flatMap((f) => parseYaml(readFileSync(f, 'utf8'), f).filter((o) => o.kind === 'Deployment').map((o) => o.metadata.name)));
    for (const d of deployables()) expect(names.has(d.name), d.name).toBe(true);
  });
});
