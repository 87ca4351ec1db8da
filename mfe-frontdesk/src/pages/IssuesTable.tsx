import { createContext, useContext } from 'react';
import type { RoomIssue } from '@pms/contracts/workorders';
import { DataGrid, type DataGridColumn } from '@pms/ui';

export interface IssueActions {
  update: (issue: RoomIssue) => void;
  fix: (issue: RoomIssue) => void;
  busy: ReadonlySet<number>;
}

/** The row buttons' handlers, through a context so the columns (and the focused button) stay put. */
const IssueActionsContext = createContext<IssueActions>({ update: () => undefined, fix: () => undefined, busy: new Set() });

function UpdateCell({ data }: { data: RoomIssue }) {
  const actions = useContext(IssueActionsContext);
  return (
    <button
      type="button"
      className="pms-button pms-button--secondary pms-button--small"
      aria-label={`Update work order for room ${data.room_num}`}
      disabled={actions.busy.has(data.room_issue_id)}
      onClick={() => actions.update(data)}
    >
      Update
    </button>
  );
}

function FixedCell({ data }: { data: RoomIssue }) {
  const actions = useContext(IssueActionsContext);
  return (
    <button
      type="button"
      className="pms-button pms-button--small"
      aria-label={`Fixed: work order for room ${data.room_num}`}
      disabled={actions.busy.has(data.room_issue_id)}
      onClick={() => actions.fix(data)}
    >
      Fixed
    </button>
  );
}

/**
 * The open work orders with Update and Fixed per row. Buttons sit in cells of their own, so Enter
 * on a focused cell presses its one button (the shared grid's keyboard rule).
 */
const ISSUE_COLUMNS: DataGridColumn<RoomIssue>[] = [
  { field: 'room_num', headerName: 'Room Number', maxWidth: 150 },
  { field: 'type', headerName: 'Room Type', maxWidth: 150 },
  { field: 'start_date', headerName: 'From', maxWidth: 140 },
  { field: 'end_date', headerName: 'To', maxWidth: 140 },
  // The whole problem, on as many lines as it takes (the row grows).
  { field: 'issue', headerName: 'Problem', flex: 2, wrapText: true },
  { colId: 'update', headerName: 'Update', sortable: false, maxWidth: 130, cellRenderer: UpdateCell },
  { colId: 'fixed', headerName: 'Fixed', sortable: false, maxWidth: 130, cellRenderer: FixedCell },
];
/** The Open Issues grid; `actions` answers its Update and Fixed buttons. */
export function IssuesTable({ issues, actions }: { issues: RoomIssue[] | undefined; actions: IssueActions }) {
  return (
  <IssueActionsContext.Provider value={actions}>
    <DataGrid<RoomIssue>
      ariaLabel="Open issues"
      rowData={issues}
      columnDefs={ISSUE_COLUMNS}
      getRowId={(i) => String(i.room_issue_id)}
      emptyMessage="No open work orders"
    />
  </IssueActionsContext.Provider>
  );
}
