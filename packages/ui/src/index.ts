/**
 * @pms/ui — the React pieces every department's screens share. A Module Federation singleton,
 * consumed as TypeScript source. Import the theme once in the shell: `import '@pms/ui/theme.css'`.
 *
 * Layout       PageHeader, PrintButton
 * Dates        DatePickerField (calendar loaded lazily; preloadDatePicker), DateRangePicker, toIsoDate, fromIsoDate, todayIso, endOfMonthIso, laterIso,
 *              useHotelToday / loadHotelToday (the business date), refreshBusinessDate, loadHotelTimeZone, useHotelTimeZone
 * Forms        TextField, TextAreaField, PhoneField, ExclusiveCheckboxes
 * Guest        GuestForm, useGuestForm, validateGuest (the booking service's rules, from
 *              @pms/contracts/rules/guest), fieldMessage, formatPhone, GUEST_MESSAGES, emptyGuest
 * Tables       DataGrid (our ARIA grid: sorting, keyboard cells and rows, controls in cells, live rows),
 *              PlainTable (a plain <table> for short read-only lists)
 * Charts       StackedBarChart, Gauge (hand-drawn SVG, role="img", loaded lazily; preloadCharts)
 * API          api.get/post/put/patch/delete, ApiError, onSessionExpired, newIdempotencyKey, routePath,
 *              useApi, useApiQuery, usePagedQuery (long lists page by page), reportApiError
 * Session      useSignedInUser (who is signed in, for role-only actions)
 * Audit        History (a record's audit entries in plain words, for audit.read only), useAuditTrail,
 *              the hand-checked answers, auditChangesText / auditTime / auditHistoryLine
 * Live         useLiveRooms / subscribeLiveRooms (the tab's one stream of room and work-order changes), throttle
 * Notices      NoticeProvider, useNotice, Notice; ConfirmDialog (Escape closes, focus back to the opener)
 * Hooks        useRowPanel (one panel under a table row, focus back to its opener), useMediaQuery (NARROW_SCREEN, PHONE_SCREEN), useLocalStorage, useReservationId, storeReservationId, readReservationId, useDebounced, useOpenReservation
 * Navigation   Routes, Route, Link, useNavigate, useLocation, useSearchParams (the shell's router; departments import
 *              them from here, never from react-router-dom)
 */

// Navigation: the shell's router, for the departments
export { Link, Route, Routes, useLocation, useNavigate, useSearchParams } from './navigation';

// Layout
export { PageHeader, BACK_TO_DASHBOARD, type PageHeaderProps } from './layout/PageHeader';
export { PrintButton, type PrintButtonProps } from './layout/PrintButton';
export { ConfirmDialog, type ConfirmDialogProps } from './dialog/ConfirmDialog';

// Dates
export { DatePickerField, preloadDatePicker, type DatePickerFieldProps } from './dates/DatePickerField';
export { DateRangePicker, type DateRange, type DateRangePickerProps } from './dates/DateRangePicker';
export { ISO_DATE_FORMAT, endOfMonthIso, fromIsoDate, isIsoDate, laterIso, toIsoDate, todayIso } from './dates/isoDate';
export { HOTEL_INFO_ID, isTimeZone, loadBusinessDate, loadHotelTimeZone, loadHotelToday, refreshBusinessDate, resetHotelTimeZone, useHotelTimeZone, useHotelToday } from './dates/hotelToday';

// Form fields
export { TextAreaField, TextField, type TextAreaFieldProps, type TextFieldProps } from './form/TextField';
export { PhoneField, type PhoneFieldProps } from './form/PhoneField';
export {
  ExclusiveCheckboxes,
  type ExclusiveCheckboxesProps,
  type ExclusiveOption,
} from './form/ExclusiveCheckboxes';

// Guest form
export { GuestForm, guestFieldId, type GuestFormProps } from './guest/GuestForm';
export { useGuestForm, type GuestFormState, type UseGuestFormOptions } from './guest/useGuestForm';
export {
  GUEST_MESSAGES,
  emptyGuest,
  fieldMessage,
  formatPhone,
  GUEST_FIELDS,
  hasErrors,
  validateGuest,
  type GuestErrors,
  type GuestField,
  type GuestRules,
  type GuestValues,
} from './guest/validation';

// Tables
export { DataGrid } from './grid/DataGrid';
export type { DataGridColumn, DataGridHandle } from './grid/types';
export { PlainTable, type PlainColumn, type PlainTableProps } from './table/PlainTable';

// Charts (hand-drawn SVG, loaded lazily)
export { Gauge, preloadCharts, StackedBarChart } from './charts/lazyCharts';
export type { GaugeProps, StackedBarChartProps, StackInput } from './charts/types';

// API
export type { ApiAnswer, ApiBody, ApiRoute, RouteOptions } from './api/routes';
export {
  ApiError,
  api,
  errorFromResponse,
  isAbortError,
  isApiError,
  newIdempotencyKey,
  onSessionExpired,
  setSessionRenewer,
  type ApiErrorInit,
  type ApiRequestOptions,
  type Schema,
  type SessionExpiredInfo,
} from './api/client';
export { reportApiError, useApi, useApiQuery, type ApiQuery, type UseApi } from './api/useApi';
export { concatPages, usePagedQuery, type PagedQuery, type PagedQueryOptions } from './api/usePagedQuery';
/** Builds a path from the route table's pattern; empty parts become the word `undefined` (docs/product.md §7). */
export { routePath } from '@pms/contracts/routes';

// Session
export { forgetSignedInUser, loadSignedInUser, useSignedInUser } from './session/signedInUser';

// Audit trail
export { History, type HistoryProps, type HistoryRecord } from './audit/History';
export { useAuditTrail, type AuditTrail } from './audit/useAuditTrail';
export { AuditTrailAnswer, AuditVerificationAnswer, type AuditQuery, type AuditTrailPage } from './audit/auditAnswers';
export { auditActionText, auditChangesText, auditHistoryLine, auditRecordText, auditTime } from './audit/auditWords';

// Live room feed: one stream per tab, shared by every screen that follows it
export { openLiveFeed, parseRoomEvent, parseWorkOrderEvent, reopenDelayMs, type LiveFeedHandlers, type LiveFeedOptions, type LiveStatus } from './live/liveFeed';
export { subscribeLiveRooms, type LiveSharingOptions, type LiveSubscriber } from './live/liveRooms';
export { useLiveRooms } from './live/useLiveRooms';
export { throttle } from './live/throttle';

// Notices
export { Notice, type NoticeKind, type NoticeProps } from './notice/Notice';
export {
  NoticeProvider,
  useNotice,
  type NoticeApi,
  type NoticeItem,
  type NoticeOptions,
  type NoticeProviderProps,
} from './notice/NoticeProvider';

// Hooks
export {
  RESERVATION_ID_KEY,
  readReservationId,
  storeReservationId,
  useLocalStorage,
  useReservationId,
  writeLocal,
} from './hooks/useLocalStorage';
export { useDebounced } from './hooks/useDebounced';
export { useRowPanel, type RowPanel } from './hooks/useRowPanel';
export { NARROW_SCREEN, PHONE_SCREEN, useMediaQuery } from './hooks/useMediaQuery';
export { UPDATE_RESERVATION_PATH, useOpenReservation } from './hooks/useOpenReservation';
