/**
 * Table settings the front desk's three lists share. Rows do not animate: a list that re-queries
 * as the clerk types should show the new rows at once, not fade the old ones out over them. Rows
 * are tall enough for a room selector or a button, and every cell centres its content vertically
 * so text and controls line up.
 */
export const FRONT_DESK_GRID = {
  animateRows: false,
  rowHeight: 52,
  defaultColDef: { cellStyle: { display: 'flex', alignItems: 'center' } },
};
