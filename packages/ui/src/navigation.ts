/**
 * The router, for the departments. The shell owns the page's one React Router (its BrowserRouter,
 * docs/frontend.md) and shares no router module: a shared module is provided whole (61 KiB gz),
 * while the shell's build keeps only the parts the page uses (about 13 KiB). A department reaches
 * that router through here — `@pms/ui` is the shared singleton the shell provides — and never
 * imports react-router-dom itself: its own copy would have its own context, outside the shell's
 * router ("useNavigate() may be used only in the context of a <Router>"). lint/boundaries.js
 * stops such an import.
 */
export { Link, Route, Routes, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
