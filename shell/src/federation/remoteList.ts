import { SIGNED_IN } from '@pms/contracts/routes';
import { KNOWN_DEPARTMENTS, type Department } from '../departments/departments';

/**
 * One line of `GET /remotes.json` (gateway config in embedded mode, a ConfigMap on Kubernetes).
 * `entry` is the URL of the remote's `mf-manifest.json`. A remote the shell does not know yet may
 * also name its `paths` and `label`, so a team ships a new area without rebuilding the shell.
 */
export interface RemoteListing {
  name: string;
  entry: string;
  label?: string;
  paths?: string[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const NAME = /^[A-Za-z_$][\w$]*$/;

/**
 * Reads the remote list, keeping every well-formed line and reporting the others: one bad line
 * must not take the other departments down.
 */
export function parseRemoteList(json: unknown): { remotes: RemoteListing[]; problems: string[] } {
  const remotes: RemoteListing[] = [];
  const problems: string[] = [];
  if (!Array.isArray(json)) return { remotes, problems: ['remotes.json is not an array'] };
  json.forEach((line: unknown, i) => {
    if (!isRecord(line) || typeof line.name !== 'string' || !NAME.test(line.name) || typeof line.entry !== 'string') {
      problems.push(`remotes.json[${i}] needs a name (an identifier) and an entry URL`);
      return;
    }
    const paths = Array.isArray(line.paths)
      ? line.paths.filter((p): p is string => typeof p === 'string' && p.startsWith('/'))
      : undefined;
    remotes.push({
      name: line.name,
      entry: line.entry,
      ...(typeof line.label === 'string' ? { label: line.label } : {}),
      ...(paths?.length ? { paths } : {}),
    });
  });
  return { remotes, problems };
}

/**
 * The departments the shell routes to: the known four (even when missing from the list, so their
 * paths show "unavailable" rather than "not found") plus any listed remote that names its paths.
 */
export function departmentsFrom(remotes: readonly RemoteListing[]): Department[] {
  const departments = KNOWN_DEPARTMENTS.map((d) => {
    const listed = remotes.find((r) => r.name === d.name);
    return { ...d, ...(listed?.label ? { label: listed.label } : {}), ...(listed?.paths ? { paths: listed.paths } : {}) };
  });
  for (const r of remotes) {
    if (r.paths && !departments.some((d) => d.name === r.name)) {
      departments.push({ name: r.name, label: r.label ?? r.name, paths: r.paths, level: SIGNED_IN });
    }
  }
  return departments;
}
