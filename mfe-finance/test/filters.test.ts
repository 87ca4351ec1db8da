import { describe, expect, it } from 'vitest';
import { matchRoute } from '@pms/contracts/routes';
import { DeparturesParams } from '@pms/contracts/billing';
import { billingHref, departuresPath, filtersFromSearch, filtersToSearch, NO_FILTERS } from '../src/billing/filters';

describe('billing search → departures call', () => {
  it('sends empty filters as the word undefined and every flag false', () => {
    expect(departuresPath(NO_FILTERS)).toBe('/api/hw/departures/undefined/undefined/undefined/false/false/false');
  });

  it('sends exactly the chosen flag as true, names and room trimmed and encoded', () => {
    const path = departuresPath({ roomNumber: ' 104 ', firstName: 'Ann Marie', lastName: "O'Neil/x", show: 'dueOut' });
    expect(path).toBe("/api/hw/departures/Ann%20Marie/O'Neil%2Fx/104/false/true/false");
    expect(departuresPath({ ...NO_FILTERS, show: 'stayOver' })).toMatch(/\/true\/false\/false$/);
    expect(departuresPath({ ...NO_FILTERS, show: 'checkedOut' })).toMatch(/\/false\/false\/true$/);
  });

  it('builds a path the route table routes to billing and the service accepts', () => {
    const path = departuresPath({ roomNumber: '305', firstName: '', lastName: 'Lee', show: 'checkedOut' });
    const match = matchRoute('GET', path);
    if (!match || 'methodNotAllowed' in match) throw new Error(`no route for ${path}`);
    expect(match.route.owner).toBe('billing');
    const params = DeparturesParams.parse(match.params);
    expect(params).toEqual({
      firstname: undefined,
      lastname: 'Lee',
      roomNumber: '305',
      stayOver: false,
      dueOut: false,
      checkedOut: true,
    });
  });
});

describe('billing search in the address', () => {
  it('round-trips through the query string, leaving empty filters out', () => {
    const f = { roomNumber: '104', firstName: '', lastName: 'Smith', show: 'stayOver' as const };
    const search = filtersToSearch(f);
    expect(search.toString()).toBe('room=104&last=Smith&show=stayOver');
    expect(filtersFromSearch(search)).toEqual(f);
    expect(filtersToSearch(NO_FILTERS).toString()).toBe('');
  });

  it('ignores a show value that is not one of the three checkboxes', () => {
    expect(filtersFromSearch(new URLSearchParams('show=everything&first=Al')).show).toBeNull();
    expect(filtersFromSearch(new URLSearchParams('show=everything&first=Al')).firstName).toBe('Al');
  });

  it('links back to the billing list with or without a search', () => {
    expect(billingHref()).toBe('/cashiering/billing');
    expect(billingHref('')).toBe('/cashiering/billing');
    expect(billingHref('?show=dueOut')).toBe('/cashiering/billing?show=dueOut');
    expect(billingHref(new URLSearchParams('room=12'))).toBe('/cashiering/billing?room=12');
  });
});
