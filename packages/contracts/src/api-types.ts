/**
 * long-file: generated — the TypeScript of the OpenAPI document, one interface per route and schema.
 * GENERATED from the gateway's OpenAPI document (gateway/src/openapi, itself built from the
 * contracts' zod schemas) by `npm run api-types`; do not edit. A test fails when
 * this file and the document disagree. Types only: the front ends' typed client (`api.request` in
 * @pms/ui) reads the path, parameters, body and answer of each route from here.
 */
export interface paths {
    "/api/login/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who is signed in
         * @description The signed-in user, or the guest user (`access_id` 0) without a valid session. Never 401.
         *
         *     Open to everyone (no session needed).
         */
        get: operations["getLoginStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in
         * @description Sets the `pms_session` cookie (HttpOnly, SameSite=Strict). A wrong username or password answers 401; failed attempts are throttled per username and address (429 with `retry-after`).
         *
         *     Open to everyone (no session needed).
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sign out
         * @description Revokes the session everywhere and clears the cookie; answers the guest user.
         *
         *     Open to everyone (no session needed).
         */
        get: operations["signOut"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List staff accounts
         * @description Needs Administrator or above (`staff.manage`).
         */
        get: operations["listStaff"];
        put?: never;
        /**
         * Create a staff account
         * @description The password is a first one: the user must change it at the first sign-in.
         *
         *     Needs Administrator or above (`staff.manage`).
         */
        post: operations["createStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a staff account
         * @description Disabling, lowering the role or resetting the password signs the user out everywhere.
         *
         *     Needs Administrator or above (`staff.manage`).
         */
        patch: operations["updateStaff"];
        trace?: never;
    };
    "/api/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change one’s own password
         * @description A wrong current password is a 400 naming `current`.
         *
         *     Needs Employee or above (`password.change`).
         */
        post: operations["changeOwnPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trade a machine client’s id and secret for a bearer token (OAuth 2.0 client credentials)
         * @description Form-encoded (`grant_type=client_credentials`, optional `scope`). The client authenticates by HTTP Basic (`client_id:client_secret`) or by `client_id` and `client_secret` in the form — not both. The token is a JWT signed by svc-auth, valid 15 minutes; send it as `Authorization: Bearer …`. Errors follow RFC 6749 §5.2.
         *
         *     Open to everyone (no session needed).
         */
        post: operations["issueClientToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the active machine clients (never their secrets)
         * @description Needs Administrator or above (`staff.manage`).
         */
        get: operations["listClients"];
        put?: never;
        /**
         * Register a machine client; its secret is in this answer only
         * @description Needs Administrator or above (`staff.manage`).
         */
        post: operations["createClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clients/{id}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace a client’s secret; every token of the old one stops working
         * @description Needs Administrator or above (`staff.manage`).
         */
        post: operations["rotateClientSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clients/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a client: its tokens stop working within a second
         * @description Needs Administrator or above (`staff.manage`).
         */
        delete: operations["revokeClient"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the webhook subscriptions (never their secrets)
         * @description Needs Administrator or above (`staff.manage`).
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Subscribe a URL to event types; the signing secret is in this answer only
         * @description Deliveries are `POST`s of `{id, type, occurred_at, data}` signed `X-PMS-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.body">` with the secret, retried with back-off for 24 h. Private and loopback targets are refused unless `WEBHOOK_ALLOWED_HOSTS` lists them.
         *
         *     Needs Administrator or above (`staff.manage`).
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a webhook subscription (nothing more is sent to it)
         * @description Needs Administrator or above (`staff.manage`).
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A subscription’s deliveries, newest first: status, attempts, last error
         * @description Needs Administrator or above (`staff.manage`).
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries/{delivery_id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again (a dead-lettered one too)
         * @description Needs Administrator or above (`staff.manage`).
         */
        post: operations["redeliverWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hw/reservation/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a reservation with its guest
         * @description The card leaves the service only as its last four digits. Send `version` back with a change.
         *
         *     Needs Employee or above (`desk.work`).
         */
        get: operations["getReservation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hw/res_rooms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the stays (rooms) of a reservation
         * @description Needs Employee or above (`desk.work`).
         */
        get: operations["listReservationStays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hw/reservation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a reservation (one stay)
         * @description An empty or masked card keeps the card on file. A stale `version` is refused (409).
         *
         *     Needs Employee or above (`desk.work`).
         */
        put: operations["updateReservation"];
        /**
         * Book a reservation
         * @description `cust` is `[first_name, last_name, address, city, state, zip, email, phone, credit_card_num, cc_expiration]`; each of `rooms` is `[room_type_id, check_in_date, check_out_date, adults, rate, comments]` (the rate sent is ignored: the room type’s is taken). 400s name the fields by these names.
         *
         *     Needs Employee or above (`desk.work`).
         */
        post: operations["createReservation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hw/cancelReservation/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Cancel a reservation
         * @description Needs Employee or above (`desk.work`).
         */
        put: operations["cancelReservation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hw/reservations_list/{firstname}/{lastname}/{sdate}/{edate}/{confirmationNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search reservations
         * @description Every part may be the word `undefined` (no filter). Names are case-insensitive prefixes. At most 500 rows unpaged; the pages run on through every match.
         *
         *     Paged on request: `?limit=` (1–500) answers the first page of the same list in the same order, with the next page’s cursor in the `X-Next-Cursor` header (and `Link: <…>; rel="next"`), absent on the last page; pass it back as `cursor`. Without them, the whole list as before. A bad `limit` or `cursor` is a 400 naming it.
         *
         *     Needs Employee or above (`desk.work`).
         */
        get: operations["searchReservations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hw/arrivals/{date}/{firstname}/{lastname}/{confirmationNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Arrivals of a date, the rooms they could take, and pending departures
         * @description Paged on request: `?limit=` (1–500) answers the first page of the same list in the same order, with the next page’s cursor in the `X-Next-Cursor` header (and `Link: <…>; rel="next"`), absent on the last page; pass it back as `cursor`. Without them, the whole list as before. A bad `limit` or `cursor` is a 400 naming it. Only `arrivals` is paged; the rooms and pending departures come whole with every page.
         *
         *     Needs Employee or above (`desk.work`).
         */
        get: operations["listArrivals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hw/pending_departures/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stays due out on a date and not checked out, by room type
         * @description Needs Employee or above (`desk.work`).
         */
        get: operations["listPendingDepartures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hw/guests/{firstname}/{lastname}/{roomNumber}/{confirmationNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * In-house guests
         * @description Paged on request: `?limit=` (1–500) answers the first page of the same list in the same order, with the next page’s cursor in the `X-Next-Cursor` header (and `Link: <…>; rel="next"`), absent on the last page; pass it back as `cursor`. Without them, the whole list as before. A bad `limit` or `cursor` is a 400 naming it.
         *
         *     Needs Employee or above (`desk.work`).
         */
        get: operations["listInHouseGuests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hw/checkinRoom/{res_room_id}/{room_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Check a stay into a room
         * @description No body. A dirty room may be assigned (the answer says `clean: 0`). At Regal Inn & Suites, room_id 1 is room 101.
         *
         *     Needs Employee or above (`desk.work`).
         */
        put: operations["checkIn"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stays/{res_room_id}/rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The rooms a stay could be assigned ahead of its arrival
         * @description Rooms of the stay’s type free on every night of the stay (no other stay assigned to or staying in them) and in order; `rooms_out_of_order` lists those a work order takes out on one of the nights, with its reason.
         *
         *     Needs Employee or above (`desk.work`).
         */
        get: operations["listStayRooms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stays/{res_room_id}/room": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Assign a room to a stay ahead of its arrival
         * @description Holds the room for all of the stay’s nights; check-in then offers it first. Another room replaces the assignment; the same room again changes nothing. Released when the stay is cancelled, becomes a no-show, or is changed so that the room no longer fits.
         *
         *     Needs Employee or above (`desk.work`).
         */
        put: operations["assignStayRoom"];
        post?: never;
        /**
         * Release the room assigned to a stay ahead of its arrival
         * @description Repeating it (or releasing a stay with no room) answers 200 and changes nothing.
         *
         *     Needs Employee or above (`desk.work`).
         */
        delete: operations["releaseStayRoom"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hw/checkoutRoom/{res_room_id}/{room_num}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Check a stay out of its room
         * @description No body. Needs a zero folio balance (pay first). Repeating it answers the same.
         *
         *     Needs Employee or above (`desk.work`).
         */
        put: operations["checkOut"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/room/types/available/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Detailed availability: 14 days from a date, per room type
         * @description Available is negative on an oversold night (shown, never hidden).
         *
         *     Needs Employee or above (`desk.work`).
         */
        get: operations["getAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hw/house_status_res_rooms/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * House status: arrivals, departures and stayovers of a date
         * @description Needs Employee or above (`desk.work`).
         */
        get: operations["getHouseStatusStays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business-date": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The hotel’s business date (moves only when the night audit closes the day)
         * @description Needs Employee or above (`business_date.read`).
         */
        get: operations["getBusinessDate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/night-audit/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What closing the business date would do
         * @description Needs Manager or above (`night_audit.run`).
         */
        get: operations["previewNightAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/night-audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Past night audit reports, newest first
         * @description Needs Manager or above (`night_audit.run`).
         */
        get: operations["listNightAudits"];
        put?: never;
        /**
         * Close the business date
         * @description Posts the night’s room charges and taxes, turns arrivals never checked in into no-shows, handles guests still in house on their departure date, and moves the business date on. Answers the day’s report.
         *
         *     Needs Manager or above (`night_audit.run`).
         */
        post: operations["runNightAudit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/night-audit/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The night audit report of a business date
         * @description Needs Manager or above (`night_audit.run`).
         */
        get: operations["getNightAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/room/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Room types with their nightly rate
         * @description Needs Employee or above (`desk.work`).
         */
        get: operations["listRoomTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hw/rooms_arrivals/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rooms a stay could take on a date
         * @description Active, vacant now and not out of order on the date; dirty ones are listed with `clean: 0`.
         *
         *     Needs Employee or above (`desk.work`).
         */
        get: operations["listRoomsForArrivals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hw/roomsIdNum": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every active room: id, number and type
         * @description Needs Employee or above (`desk.work`).
         */
        get: operations["listRooms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hw/updateCleanStatus/{clean}/{room_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a room clean (1) or dirty (0)
         * @description No body. The housekeeping board’s live feed announces the change.
         *
         *     Needs Employee or above (`desk.work`).
         */
        put: operations["setRoomClean"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hw/housekeeping_status/{clean}/{dirty}/{vacant}/{occupied}/{arrived}/{stayOver}/{dueOut}/{departed}/{notReserved}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The housekeeping board, filtered
         * @description Each part `true` or `false` (also `1`/`0`); within a group, all false means no filter.
         *
         *     Needs Employee or above (`desk.work`).
         */
        get: operations["listHousekeepingBoard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hw/house_status_rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * House status: room counts for the business date
         * @description Needs Employee or above (`desk.work`).
         */
        get: operations["getHouseStatusRooms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hw/hotel_info/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The hotel’s name, address and time zone
         * @description Needs Employee or above (`desk.work`).
         */
        get: operations["getHotelInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hw/room_issues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open work orders
         * @description Needs Employee or above (`desk.work`).
         */
        get: operations["listWorkOrders"];
        put?: never;
        /**
         * Record a work order (room out of order from start to end date, inclusive)
         * @description `vals` is an object `{room_id, issue, start_date, end_date}`, or the array `[room_id, issue, user_id, start_date, end_date]` the screens send (the user is always the session’s). Nights the room’s absence would oversell are answered in `oversold_nights`.
         *
         *     Needs Employee or above (`desk.work`).
         */
        post: operations["createWorkOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hw/room_issues/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a work order
         * @description Needs Employee or above (`desk.work`).
         */
        put: operations["updateWorkOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hw/room_issues_fixed/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a work order fixed (the room is back in service)
         * @description No body. Repeating it answers the same.
         *
         *     Needs Employee or above (`desk.work`).
         */
        put: operations["fixWorkOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hw/room_issues_unfixed/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Undo Fixed: reopen a fixed work order (the room is out of order again for its nights)
         * @description No body. The MAINTENANCE screen offers it for a few seconds after Fixed.
         *
         *     Needs Employee or above (`desk.work`).
         */
        put: operations["unfixWorkOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hw/departures/{firstname}/{lastname}/{roomNumber}/{stayOver}/{dueOut}/{checkedOut}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The billing list: departures with their balance
         * @description At most one of `stayOver`, `dueOut`, `checkedOut` may be true (a 400 names every true one).
         *
         *     Paged on request: `?limit=` (1–500) answers the first page of the same list in the same order, with the next page’s cursor in the `X-Next-Cursor` header (and `Link: <…>; rel="next"`), absent on the last page; pass it back as `cursor`. Without them, the whole list as before. A bad `limit` or `cursor` is a 400 naming it.
         *
         *     Needs Employee or above (`desk.work`).
         */
        get: operations["listBilling"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hw/tax_rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The hotel’s tax rates (fractions of the room charge)
         * @description Needs Employee or above (`desk.work`).
         */
        get: operations["getTaxRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hw/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay for a stay: settles its folio and issues its invoice
         * @description `id` is the stay’s res_room_id. 201 when this call issued the invoice; 200 with the existing one when the stay was already paid.
         *
         *     Needs Employee or above (`desk.work`).
         */
        post: operations["payStay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hw/pre_invoice/{res_room_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What paying a stay would charge now
         * @description Needs Employee or above (`desk.work`).
         */
        get: operations["getPreInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hw/invoice/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An issued invoice with its lines, payments and credit note
         * @description Needs Employee or above (`desk.work`).
         */
        get: operations["getInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hw/invoice_id/{res_room_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The invoice id of a stay (`[]` before payment)
         * @description Needs Employee or above (`desk.work`).
         */
        get: operations["getInvoiceIdOfStay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/charge-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Charge codes for extras
         * @description Needs Employee or above (`folio.work`).
         */
        get: operations["listChargeCodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/folios/{res_room_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A stay’s folio: lines, payments, totals, documents
         * @description Needs Employee or above (`folio.work`).
         */
        get: operations["getFolio"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/folios/{res_room_id}/charges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post an extra charge (quantity × amount)
         * @description Needs Employee or above (`folio.work`).
         */
        post: operations["postCharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/folios/{res_room_id}/charges/{line_id}/allowances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Correct a charge with an allowance (a negative line)
         * @description Needs Employee or above (`folio.work`).
         */
        post: operations["postAllowance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/folios/{res_room_id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a payment
         * @description What is paid never exceeds the projected total.
         *
         *     Needs Employee or above (`folio.work`).
         */
        post: operations["takePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/folios/{res_room_id}/payments/{payment_id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give money back from a payment
         * @description Needs Manager or above (`folio.refund`).
         */
        post: operations["refundPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/credit-note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reverse an issued invoice with a credit note (reopens the folio)
         * @description Needs Manager or above (`invoice.credit_note`).
         */
        post: operations["issueCreditNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reservations service’s own dashboard figures
         * @description One service’s part of `GET /api/dashboard`, which most clients want instead.
         *
         *     Needs Employee or above (`desk.work`).
         */
        get: operations["getReservationsFigures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The rooms service’s own dashboard figures
         * @description One service’s part of `GET /api/dashboard`, which most clients want instead.
         *
         *     Needs Employee or above (`desk.work`).
         */
        get: operations["getRoomsFigures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The billing service’s own dashboard figures
         * @description One service’s part of `GET /api/dashboard`, which most clients want instead.
         *
         *     Needs Employee or above (`desk.work`).
         */
        get: operations["getBillingFigures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/auth/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The auth service’s own audit entries, newest first
         * @description One service’s part of `GET /api/audit`; `before_at`/`before_entry` page it.
         *
         *     Needs Manager or above (`audit.read`).
         */
        get: operations["listAuthAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/auth/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify the auth service’s audit hash chain
         * @description Needs Manager or above (`audit.read`).
         */
        get: operations["verifyAuthAuditChain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/reservations/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reservations service’s own audit entries, newest first
         * @description One service’s part of `GET /api/audit`; `before_at`/`before_entry` page it.
         *
         *     Needs Manager or above (`audit.read`).
         */
        get: operations["listReservationsAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/reservations/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify the reservations service’s audit hash chain
         * @description Needs Manager or above (`audit.read`).
         */
        get: operations["verifyReservationsAuditChain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/rooms/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The rooms service’s own audit entries, newest first
         * @description One service’s part of `GET /api/audit`; `before_at`/`before_entry` page it.
         *
         *     Needs Manager or above (`audit.read`).
         */
        get: operations["listRoomsAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/rooms/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify the rooms service’s audit hash chain
         * @description Needs Manager or above (`audit.read`).
         */
        get: operations["verifyRoomsAuditChain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/billing/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The billing service’s own audit entries, newest first
         * @description One service’s part of `GET /api/audit`; `before_at`/`before_entry` page it.
         *
         *     Needs Manager or above (`audit.read`).
         */
        get: operations["listBillingAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/billing/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify the billing service’s audit hash chain
         * @description Needs Manager or above (`audit.read`).
         */
        get: operations["verifyBillingAuditChain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The day’s figures, merged from every service
         * @description A service that does not answer within its short budget leaves only its figures `null`, each named in `unavailable`.
         *
         *     Needs Employee or above (`desk.work`).
         */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit trail of every service, newest first, 50 a page
         * @description Pass `next_cursor` back as `cursor` for the next page. A service that did not answer is named in `unavailable`.
         *
         *     Needs Manager or above (`audit.read`).
         */
        get: operations["listAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify every service’s audit hash chain
         * @description Needs Manager or above (`audit.read`).
         */
        get: operations["verifyAuditChains"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/live/rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live feed of room changes (server-sent events)
         * @description A `text/event-stream`: `ready` once connected (read the board then), `room` with the schema below for every change of a room, `work-order` when a work order changes, and `session-ended` before the gateway closes the stream of a session that is no longer valid.
         *
         *     Needs Employee or above (`desk.work`).
         */
        get: operations["followRooms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        LoginStatus: {
            user_id: number;
            username: string;
            access_id: number;
            type: string;
            must_change_password?: boolean;
        };
        LoginAnswer: {
            user: components["schemas"]["User"];
            must_change_password?: boolean;
        };
        User: {
            user_id: number;
            username: string;
            access_id: number;
            type: string;
        };
        LogoutAnswer: {
            user: components["schemas"]["User"];
        };
        StaffList: {
            users: components["schemas"]["StaffUser"][];
        };
        StaffUser: {
            user_id: number;
            username: string;
            full_name: string;
            access_id: number;
            disabled: boolean;
            must_change_password: boolean;
        };
        NewStaffAnswer: {
            user_id: number;
            username: string;
            full_name: string;
            access_id: number;
        };
        PasswordChangeAnswer: {
            /** @constant */
            changed: true;
        };
        TokenAnswer: {
            access_token: string;
            /** @constant */
            token_type: "Bearer";
            expires_in: number;
            scope: string;
        };
        TokenError: {
            /** @enum {string} */
            error: "invalid_request" | "invalid_client" | "unsupported_grant_type" | "invalid_scope";
            error_description: string;
        };
        ClientList: {
            clients: components["schemas"]["MachineClient"][];
        };
        MachineClient: {
            client_id: string;
            name: string;
            scopes: ("reservations:read" | "reservations:write" | "frontdesk:read" | "frontdesk:write" | "rooms:read" | "housekeeping:read" | "housekeeping:write" | "folios:read" | "folios:write" | "reports:read")[];
            created_at: string;
            secret_rotated_at: string;
        };
        ClientSecretAnswer: {
            client_id: string;
            client_secret: string;
        };
        RevokeClientAnswer: {
            /** @constant */
            revoked: true;
        };
        WebhookList: {
            webhooks: components["schemas"]["Webhook"][];
        };
        Webhook: {
            webhook_id: number;
            url: string;
            events: ("reservation.created" | "reservation.changed" | "reservation.cancelled" | "stay.checked_in" | "stay.checked_out" | "room.status_changed" | "folio.payment_recorded" | "invoice.issued" | "night_audit.completed")[];
            created_at: string;
            pending: number;
            dead: number;
        };
        NewWebhookAnswer: {
            webhook_id: number;
            url: string;
            events: ("reservation.created" | "reservation.changed" | "reservation.cancelled" | "stay.checked_in" | "stay.checked_out" | "room.status_changed" | "folio.payment_recorded" | "invoice.issued" | "night_audit.completed")[];
            secret: string;
        };
        DeleteWebhookAnswer: {
            /** @constant */
            deleted: true;
        };
        WebhookDeliveryList: {
            deliveries: components["schemas"]["WebhookDelivery"][];
        };
        WebhookDelivery: {
            delivery_id: number;
            event_id: string;
            /** @enum {string} */
            event_type: "reservation.created" | "reservation.changed" | "reservation.cancelled" | "stay.checked_in" | "stay.checked_out" | "room.status_changed" | "folio.payment_recorded" | "invoice.issued" | "night_audit.completed";
            /** @enum {string} */
            status: "pending" | "delivered" | "dead";
            attempts: number;
            last_error: string | null;
            last_status_code: number | null;
            created_at: string;
            next_attempt_at: string | null;
            delivered_at: string | null;
        };
        Reservation: {
            reservation_id: number;
            customer_id: number;
            first_name: string;
            last_name: string;
            address: string;
            city: string;
            state: string;
            zip: string;
            email: string;
            phone: string;
            ccLastFour: string;
            cc_expiration: string;
            active: components["schemas"]["Bit"];
            no_show?: components["schemas"]["Bit"];
            user_id: number;
            booked_by?: string | null;
            created_at: string;
            comments: string;
            version: number;
        };
        Bit: 0 | 1;
        ResRoomList: components["schemas"]["ResRoom"][];
        ResRoom: {
            res_room_id: number;
            reservation_id: number;
            room_type_id: number;
            type: string;
            room_id: number | null;
            room_num: string | null;
            check_in_date: components["schemas"]["IsoDate"];
            check_out_date: components["schemas"]["IsoDate"];
            nights: number;
            adults: number;
            rate: number;
            comments: string;
            confirmation_code: string;
            checked_in: components["schemas"]["Bit"];
            checked_out: components["schemas"]["Bit"];
            version: number;
        };
        /** Format: date */
        IsoDate: string;
        CreateReservationAnswer: {
            reservation_id: number;
            confirmation_codes: string[];
        };
        UpdateReservationAnswer: {
            reservation_id: number;
            version: number;
            message: string;
        };
        CancelReservationAnswer: {
            reservation_id: number;
            active: components["schemas"]["Bit"];
            version: number;
            message: string;
        };
        ReservationList: components["schemas"]["ReservationListRow"][];
        ReservationListRow: {
            last_name: string;
            first_name: string;
            check_in_date: components["schemas"]["IsoDate"];
            check_out_date: components["schemas"]["IsoDate"];
            type: string;
            active: components["schemas"]["Bit"];
            no_show: components["schemas"]["Bit"];
            reservation_id: number;
            res_room_id: number;
            confirmation_code: string;
        };
        ArrivalsAnswer: {
            arrivals: components["schemas"]["ArrivalRow"][];
            rooms_arrivals: components["schemas"]["RoomCandidate"][];
            rooms_out_of_order?: components["schemas"]["OutOfOrderRoom"][];
            pending_departures: components["schemas"]["PendingDepartureList"];
        };
        ArrivalRow: {
            name: string;
            check_in_date: components["schemas"]["IsoDate"];
            check_out_date: components["schemas"]["IsoDate"];
            type: string;
            room_num: string;
            room_type_id: number;
            res_room_id: number;
            checked_in: components["schemas"]["Bit"];
            first_name: string;
            last_name: string;
            confirmation_code: string;
            reservation_id: number;
            checked_out: components["schemas"]["Bit"];
        };
        RoomCandidate: {
            room_id: number;
            room_num: string;
            room_type_id: number;
            occupied: components["schemas"]["Bit"];
            clean: components["schemas"]["Bit"];
        };
        OutOfOrderRoom: {
            room_id: number;
            room_num: string;
            room_type_id: number;
            room_issue_id: number;
            issue: string;
            start_date: components["schemas"]["IsoDate"];
            end_date: components["schemas"]["IsoDate"];
        };
        PendingDepartureList: components["schemas"]["PendingDeparture"][];
        PendingDeparture: {
            type: string;
            pending_departures: number;
            room_type_id: number;
        };
        InHouseGuestList: components["schemas"]["InHouseGuest"][];
        InHouseGuest: {
            reservation_id: number;
            first_name: string;
            last_name: string;
            check_in_date: components["schemas"]["IsoDate"];
            check_out_date: components["schemas"]["IsoDate"];
            type: string;
            room_num: string;
            res_room_id: number;
            room_type_id: number;
            confirmation_code: string;
        };
        CheckinAnswer: {
            name: string;
            check_in_date: components["schemas"]["IsoDate"];
            check_out_date: components["schemas"]["IsoDate"];
            type: string;
            room_num: string;
            room_type_id: number;
            res_room_id: number;
            checked_in: components["schemas"]["Bit"];
            first_name: string;
            last_name: string;
            confirmation_code: string;
            reservation_id: number;
            checked_out: components["schemas"]["Bit"];
            room_id: number;
            clean: components["schemas"]["Bit"];
            message: string;
        };
        StayRoomChoice: {
            rooms: components["schemas"]["RoomCandidate"][];
            rooms_out_of_order: components["schemas"]["OutOfOrderRoom"][];
        };
        StayRoomAnswer: {
            name: string;
            check_in_date: components["schemas"]["IsoDate"];
            check_out_date: components["schemas"]["IsoDate"];
            type: string;
            room_num: string;
            room_type_id: number;
            res_room_id: number;
            checked_in: components["schemas"]["Bit"];
            first_name: string;
            last_name: string;
            confirmation_code: string;
            reservation_id: number;
            checked_out: components["schemas"]["Bit"];
            room_id: number | null;
            message: string;
        };
        CheckoutAnswer: {
            res_room_id: number;
            reservation_id: number;
            name: string;
            room_id: number;
            room_num: string;
            check_in_date: components["schemas"]["IsoDate"];
            check_out_date: components["schemas"]["IsoDate"];
            /** @constant */
            checked_in: 1;
            /** @constant */
            checked_out: 1;
            checked_out_on: components["schemas"]["IsoDate"];
            message: string;
        };
        Availability: {
            roomTypes: components["schemas"]["AvailabilityRoomType"][];
            typeData: components["schemas"]["AvailabilityDay"][];
        };
        AvailabilityRoomType: {
            room_type_id: number;
            type: string;
        };
        AvailabilityDay: {
            date: components["schemas"]["IsoDate"];
            day: string;
            AvailableType1: number;
            AvailableType2: number;
            AvailableType3: number;
            OccupiedType1: number;
            OccupiedType2: number;
            OccupiedType3: number;
            TotalAvailable: number;
            TotalOccupied: number;
        } & {
            [key: string]: number;
        };
        HouseStatusResRoomsList: components["schemas"]["HouseStatusResRooms"][];
        HouseStatusResRooms: {
            stayovers: number;
            departuresPending: number;
            departuresActual: number;
            arrivalsPending: number;
            arrivalsActual: number;
        };
        BusinessDateAnswer: {
            business_date: components["schemas"]["IsoDate"];
        };
        NightAuditPreview: {
            business_date: components["schemas"]["IsoDate"];
            calendar_date: components["schemas"]["IsoDate"];
            closes_early: boolean;
            /** @enum {string} */
            due_out_policy: "extend" | "stop";
            no_shows: components["schemas"]["NoShowItem"][];
            extensions: components["schemas"]["ExtendedStayItem"][];
        };
        NoShowItem: {
            res_room_id: number;
            reservation_id: number;
            confirmation_code: string;
            name: string;
            type: string;
            check_in_date: components["schemas"]["IsoDate"];
            check_out_date: components["schemas"]["IsoDate"];
            fee: components["schemas"]["Dollars"];
        };
        Dollars: number;
        ExtendedStayItem: {
            res_room_id: number;
            reservation_id: number;
            confirmation_code: string;
            name: string;
            room_num: string | null;
            type: string;
            check_out_date: components["schemas"]["IsoDate"];
            new_check_out_date: components["schemas"]["IsoDate"];
            oversold: boolean;
        };
        NightAuditReport: {
            business_date: components["schemas"]["IsoDate"];
            rooms_available: number;
            rooms_occupied: number;
            rooms_out_of_order: number;
            occupancy_pct: number;
            adr: components["schemas"]["Dollars"];
            revpar: components["schemas"]["Dollars"];
            room_revenue: components["schemas"]["Dollars"];
            tax_revenue: components["schemas"]["Dollars"];
            extras_revenue: components["schemas"]["Dollars"];
            no_show_revenue: components["schemas"]["Dollars"];
            payments_by_method: {
                "Credit Card": components["schemas"]["Dollars"];
                Cash: components["schemas"]["Dollars"];
            };
            refunds: components["schemas"]["Dollars"];
            no_shows: components["schemas"]["NoShowItem"][];
            extended_stays: components["schemas"]["ExtendedStayItem"][];
            completed_at: string;
            run_by: string | null;
        };
        DueOutsPendingBody: {
            /** @constant */
            error: "due_outs_pending";
            message: string;
            stays: components["schemas"]["ExtendedStayItem"][];
        };
        NightAuditList: {
            reports: {
                business_date: components["schemas"]["IsoDate"];
                rooms_occupied: number;
                occupancy_pct: number;
                room_revenue: components["schemas"]["Dollars"];
                completed_at: string;
                run_by: string | null;
            }[];
        };
        RoomTypeList: components["schemas"]["RoomType"][];
        RoomType: {
            room_type_id: number;
            type: string;
            rate: number;
        };
        RoomCandidateList: components["schemas"]["RoomCandidate"][];
        RoomIdNumList: components["schemas"]["RoomIdNum"][];
        RoomIdNum: {
            room_id: number;
            room_num: string;
            room_type_id: number;
        };
        RoomCleanAnswer: {
            room_id: number;
            room_num: string;
            room_type_id: number;
            type: string;
            clean: components["schemas"]["Bit"];
            occupied: components["schemas"]["Bit"];
        };
        HousekeepingList: components["schemas"]["HousekeepingRow"][];
        HousekeepingRow: {
            room_id: number;
            room_num: string;
            type: string;
            clean: components["schemas"]["Bit"];
            occupied: components["schemas"]["Bit"];
            checked_in: components["schemas"]["Bit"];
            checked_out: components["schemas"]["Bit"];
            departure: "Due Out" | null;
            stayover: "Stay Over" | null;
            /** @enum {string} */
            status: "Departed" | "Due Out" | "Stay Over" | "Arrived" | "Not Reserved";
            res_room_id: number | null;
            room_type_id: number;
            next_arrival?: components["schemas"]["IsoDate"] | null;
        };
        HouseStatusRoomsList: components["schemas"]["HouseStatusRooms"][];
        HouseStatusRooms: {
            roomsToSell: number;
            cleanVacant: number;
            cleanOccupied: number;
            dirtyVacant: number;
            dirtyOccupied: number;
        };
        HotelInfoAnswer: {
            hotel_info_id: number;
            hotel_name: string;
            address: string;
            city: string;
            state: string;
            zip: string;
            email: string;
            phone: string;
            time_zone: string;
        };
        RoomIssueList: components["schemas"]["RoomIssue"][];
        RoomIssue: {
            room_issue_id: number;
            room_id: number;
            room_num: string;
            type: string;
            room_type_id: number;
            start_date: components["schemas"]["IsoDate"];
            end_date: components["schemas"]["IsoDate"];
            issue: string;
            user_id: number;
            created_at: string;
            version: number;
        };
        WorkOrderAnswer: {
            room_issue_id: number;
            room_id: number;
            room_num: string;
            room_type_id: number;
            start_date: components["schemas"]["IsoDate"];
            end_date: components["schemas"]["IsoDate"];
            issue: string;
            fixed: boolean;
            version: number;
            oversold_nights: components["schemas"]["IsoDate"][];
            /** @enum {string} */
            oversold_check: "done" | "unavailable" | "not_needed";
            message: string;
        };
        DepartureList: components["schemas"]["DepartureRow"][];
        DepartureRow: {
            room_num: string | null;
            name: string;
            check_in_date: components["schemas"]["IsoDate"];
            check_out_date: components["schemas"]["IsoDate"];
            num_days: number;
            rate: components["schemas"]["Dollars"];
            checked_out: components["schemas"]["Bit"];
            res_room_id: number;
            confirmation_code: string | null;
            balance: components["schemas"]["Dollars"];
        };
        TaxRatesAnswer: components["schemas"]["TaxRates"][];
        TaxRates: {
            county_rate: components["schemas"]["TaxRate"];
            city_rate: components["schemas"]["TaxRate"];
            state_rate: components["schemas"]["TaxRate"];
        };
        TaxRate: number;
        CreateInvoiceAnswer: [
            components["schemas"]["InvoiceRow"],
            components["schemas"]["InvoiceRef"]
        ];
        InvoiceRow: {
            res_room_id: number;
            first_name: string;
            last_name: string;
            ccLastFour: string;
            room_num: string | null;
            check_in_date: components["schemas"]["IsoDate"];
            check_out_date: components["schemas"]["IsoDate"];
            payment_type: components["schemas"]["PaymentType"] | null;
            num_days: number;
            rate: components["schemas"]["Dollars"];
            room_total: components["schemas"]["Dollars"];
            county_tax: components["schemas"]["Dollars"];
            city_tax: components["schemas"]["Dollars"];
            state_tax: components["schemas"]["Dollars"];
            county_rate: components["schemas"]["TaxRate"];
            city_rate: components["schemas"]["TaxRate"];
            state_rate: components["schemas"]["TaxRate"];
            total: components["schemas"]["Dollars"];
            invoice_id: number | null;
            invoice_number: string | null;
            paid_at: string | null;
        };
        /** @enum {string} */
        PaymentType: "Credit Card" | "Cash";
        InvoiceRef: {
            invoice_id: number;
            invoice_number: string;
        };
        InvoiceRows: components["schemas"]["InvoiceRow"][];
        InvoiceDetailList: components["schemas"]["InvoiceDetail"][];
        InvoiceDetail: {
            res_room_id: number;
            first_name: string;
            last_name: string;
            ccLastFour: string;
            room_num: string | null;
            check_in_date: components["schemas"]["IsoDate"];
            check_out_date: components["schemas"]["IsoDate"];
            payment_type: components["schemas"]["PaymentType"] | null;
            num_days: number;
            rate: components["schemas"]["Dollars"];
            room_total: components["schemas"]["Dollars"];
            county_tax: components["schemas"]["Dollars"];
            city_tax: components["schemas"]["Dollars"];
            state_tax: components["schemas"]["Dollars"];
            county_rate: components["schemas"]["TaxRate"];
            city_rate: components["schemas"]["TaxRate"];
            state_rate: components["schemas"]["TaxRate"];
            total: components["schemas"]["Dollars"];
            invoice_id: number | null;
            invoice_number: string | null;
            paid_at: string | null;
            lines: components["schemas"]["FolioLine"][];
            payments: components["schemas"]["FolioPayment"][];
            extras_total: components["schemas"]["Dollars"];
            credit_note: components["schemas"]["CreditNoteAnswer"] | null;
        };
        FolioLine: {
            line_id: number;
            /** @enum {string} */
            kind: "room" | "tax" | "extra" | "allowance" | "no_show";
            service_date: components["schemas"]["IsoDate"];
            code: string;
            description: string;
            quantity: number;
            amount: components["schemas"]["Dollars"];
            parent_line_id: number | null;
            posted_by: string;
            posted_at: string;
        };
        FolioPayment: {
            payment_id: number;
            method: components["schemas"]["PaymentType"];
            amount: components["schemas"]["Dollars"];
            refunded: components["schemas"]["Dollars"];
            paid_at: string;
            paid_by: string;
        };
        CreditNoteAnswer: {
            credit_note_id: number;
            credit_note_number: string;
            invoice_id: number;
            res_room_id: number;
            total: components["schemas"]["Dollars"];
            reason: string;
            issued_at: string;
        };
        InvoiceIdList: {
            invoice_id: number;
        }[];
        ChargeCodeList: {
            charge_codes: components["schemas"]["ChargeCode"][];
        };
        ChargeCode: {
            code: string;
            description: string;
            taxed: boolean;
        };
        Folio: {
            res_room_id: number;
            /** @enum {string} */
            status: "open" | "closed";
            lines: components["schemas"]["FolioLine"][];
            payments: components["schemas"]["FolioPayment"][];
            charges: components["schemas"]["Dollars"];
            paid: components["schemas"]["Dollars"];
            balance: components["schemas"]["Dollars"];
            projected_total: components["schemas"]["Dollars"];
            documents: {
                /** @enum {string} */
                kind: "invoice" | "credit_note";
                id: number;
                number: string;
                total: components["schemas"]["Dollars"];
                issued_at: string;
                invoice_id: number | null;
            }[];
        };
        ReservationFigures: {
            business_date: components["schemas"]["IsoDate"];
            arrivals_pending: number;
            arrivals_checked_in: number;
            in_house: number;
            occupied_tonight: number;
        };
        RoomFigures: {
            business_date: components["schemas"]["IsoDate"];
            rooms_to_sell: number;
            rooms_clean_vacant: number;
            rooms_dirty_vacant: number;
            rooms_out_of_order: number;
            open_work_orders: number;
        };
        BillingFigures: {
            business_date: components["schemas"]["IsoDate"];
            departures_pending: number;
            departures_checked_out: number;
            balance_due: number;
        };
        AuditServiceEntries: {
            entries: components["schemas"]["AuditEntryBody"][];
        };
        AuditEntryBody: {
            entry_id: number;
            /** @enum {string} */
            service: "auth" | "reservations" | "rooms" | "billing";
            at: string;
            business_date: components["schemas"]["IsoDate"] | null;
            user_id: number | null;
            username: string | null;
            /** @enum {string} */
            action: "reservation.created" | "reservation.updated" | "reservation.cancelled" | "reservation.no_show" | "stay.checked_in" | "stay.room_moved" | "stay.room_assigned" | "stay.room_released" | "stay.checked_out" | "room.clean_changed" | "work_order.added" | "work_order.updated" | "work_order.fixed" | "work_order.unfixed" | "folio.charge_posted" | "folio.allowance_posted" | "folio.payment_taken" | "folio.payment_refunded" | "invoice.issued" | "invoice.credit_note_issued" | "business_date.closed" | "user.created" | "user.updated" | "user.password_changed" | "session.signed_in" | "session.sign_in_failed" | "session.signed_out" | "client.created" | "client.secret_rotated" | "client.revoked" | "webhook.created" | "webhook.deleted" | "webhook.redelivered";
            /** @enum {string} */
            entity: "reservation" | "stay" | "room" | "work_order" | "folio" | "invoice" | "user" | "session" | "client" | "business_date" | "webhook";
            entity_id: string;
            changes: {
                [key: string]: [
                    unknown,
                    unknown
                ];
            };
            address: string | null;
            request_id: string | null;
        };
        AuditServiceVerification: {
            ok: boolean;
            entries: number;
            first_bad_entry?: number;
        };
        DashboardAnswer: {
            business_date: components["schemas"]["IsoDate"] | null;
            arrivals_pending: number | null;
            arrivals_checked_in: number | null;
            departures_pending: number | null;
            departures_checked_out: number | null;
            in_house: number | null;
            occupancy_tonight_pct: number | null;
            rooms_clean_vacant: number | null;
            rooms_dirty_vacant: number | null;
            rooms_out_of_order: number | null;
            open_work_orders: number | null;
            balance_due: number | null;
            unavailable: {
                [key: string]: string;
            };
        };
        AuditPageAnswer: {
            entries: components["schemas"]["AuditEntryBody"][];
            next_cursor: string | null;
            unavailable?: {
                [key: string]: string;
            };
        };
        AuditVerificationAnswer: {
            ok: boolean;
            entries: number;
            first_bad_entry?: {
                /** @enum {string} */
                service: "auth" | "reservations" | "rooms" | "billing";
                entry_id: number;
            };
            services: {
                [key: string]: components["schemas"]["AuditServiceVerification"] | {
                    unavailable: string;
                };
            };
        };
        LiveRoomEvent: {
            room_id: number;
            room_num: string;
            room_type_id: number;
            clean: components["schemas"]["Bit"];
            occupied: components["schemas"]["Bit"];
            occupied_by: number | null;
            active: boolean;
            version: number;
            occurredAt: string;
        };
        ErrorBody: {
            error: string;
            message: string;
            fields?: {
                [key: string]: string;
            };
        };
        LoginBody: {
            username: string;
            password: string;
        };
        NewStaffBody: {
            username: string;
            full_name: string;
            access_id: number;
            password: string;
        };
        StaffPatchBody: {
            full_name?: string;
            access_id?: number;
            disabled?: boolean;
            reset_password?: string;
            /** @constant */
            unlock?: true;
        };
        PasswordChangeBody: {
            current: string;
            next: string;
        };
        IssueClientTokenBody: {
            /** @constant */
            grant_type: "client_credentials";
            /** @description Space-separated; a subset of the client’s scopes (all of them when absent). */
            scope?: string;
            /** @description With `client_secret`, instead of HTTP Basic. */
            client_id?: string;
            client_secret?: string;
        };
        NewClientBody: {
            name: string;
            scopes: string[];
        };
        NewWebhookBody: {
            url: string;
            events: string[];
        };
        CreateReservationBody: {
            cust: [
                string,
                string,
                string,
                string,
                string,
                string,
                string,
                string,
                string,
                string
            ];
            reserve?: [
                unknown,
                string
            ];
            rooms: [
                number | string,
                string,
                string,
                number | string,
                unknown,
                string
            ][];
        };
        UpdateReservationBody: {
            cust: [
                string,
                string,
                string,
                string,
                string,
                string,
                string,
                string,
                string,
                string
            ];
            reserve?: [
                unknown,
                string
            ];
            rooms: [
                number | string,
                string,
                string,
                number | string,
                unknown,
                string
            ][];
            customerId: number | string;
            reservation_id: number | string;
            resRoomId: number | string;
            version: number;
            roomNum?: string | number | null;
        };
        AssignRoomBody: {
            room_id: number | string;
        };
        NightAuditBody: {
            /** Format: date */
            business_date: string;
        };
        WorkOrderBody: {
            vals: [
                number | string,
                string,
                unknown,
                string,
                string
            ] | {
                room_id: number | string;
                issue: string;
                user_id?: unknown;
                /** Format: date */
                start_date: string;
                /** Format: date */
                end_date: string;
            };
        };
        CreateInvoiceBody: {
            id: number | string;
            /** @enum {string} */
            payment_type: "Credit Card" | "Cash";
        };
        PostChargeBody: {
            code: string;
            description?: string;
            amount: number;
            quantity?: number;
        };
        AllowanceBody: {
            amount: number;
            reason: string;
        };
        FolioPaymentBody: {
            /** @enum {string} */
            method: "Credit Card" | "Cash";
            amount: number;
        };
        RefundBody: {
            amount: number;
            reason: string;
        };
        CreditNoteBody: {
            reason: string;
        };
    };
    responses: {
        /** @description Bad input: `fields` names each bad field (path part, query parameter or body field) and what is wrong. Nothing was changed. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "invalid_input",
                 *       "message": "Please correct the fields shown.",
                 *       "fields": {
                 *         "check_in_date": "must be a date (YYYY-MM-DD)"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description No valid session or token (signed out, expired or revoked), or a wrong username or password at sign-in. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "unauthorized",
                 *       "message": "Please sign in."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Signed in, but the role is below what the route needs (the permission table), or a cross-site write was refused. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "forbidden",
                 *       "message": "You do not have access to this."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Too many failed sign-ins for this username or address: wait `retry-after` seconds. */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait before trying again. */
                "retry-after"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "too_many_requests",
                 *       "message": "Too many failed sign-ins. Try again in 30 seconds."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description A machine client over its rate limit (docs/integrations.md "Rate limit"): nothing was done; wait `retry-after` seconds and call again. People signed in with a session are not limited. */
        ClientRateLimited: {
            headers: {
                /** @description Seconds to wait before trying again. */
                "retry-after"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "too_many_requests",
                 *       "message": "This client is calling too fast. Try again in 1 s."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The service that owns the route did not answer; try again after `retry-after` seconds. */
        Unavailable: {
            headers: {
                /** @description Seconds to wait before trying again. */
                "retry-after"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "unavailable",
                 *       "message": "The reservations service is not available right now."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getLoginStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "user_id": 0,
                     *       "username": "guest",
                     *       "access_id": 0,
                     *       "type": "Guest"
                     *     }
                     */
                    "application/json": components["schemas"]["LoginStatus"];
                };
            };
            503: components["responses"]["Unavailable"];
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "username": "manager",
                 *       "password": "123456"
                 *     }
                 */
                "application/json": components["schemas"]["LoginBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "user": {
                     *         "user_id": 0,
                     *         "username": "guest",
                     *         "access_id": 0,
                     *         "type": "Guest"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["LogoutAnswer"];
                };
            };
            503: components["responses"]["Unavailable"];
        };
    };
    listStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    createStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "username": "frontdesk2",
                 *       "full_name": "Dana Reyes",
                 *       "access_id": 1,
                 *       "password": "Welcome-to-Regal-2026"
                 *     }
                 */
                "application/json": components["schemas"]["NewStaffBody"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewStaffAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description `username_taken`: a user of that name exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            503: components["responses"]["Unavailable"];
        };
    };
    updateStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "full_name": "Front Desk",
                 *       "access_id": 1
                 *     }
                 */
                "application/json": components["schemas"]["StaffPatchBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No user of that id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `last_administrator`: the change would leave no active Administrator. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            503: components["responses"]["Unavailable"];
        };
    };
    changeOwnPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "current": "123123",
                 *       "next": "Regal-Inn-Front-2026"
                 *     }
                 */
                "application/json": components["schemas"]["PasswordChangeBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordChangeAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    issueClientToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "grant_type": "client_credentials",
                 *       "scope": "reservations:read"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["IssueClientTokenBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "access_token": "eyJhbGciOiJFUzI1NiJ9.…",
                     *       "token_type": "Bearer",
                     *       "expires_in": 900,
                     *       "scope": "reservations:read"
                     *     }
                     */
                    "application/json": components["schemas"]["TokenAnswer"];
                };
            };
            /** @description A malformed request, an unsupported grant type or a scope the client was not given (RFC 6749 §5.2). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenError"];
                };
            };
            /** @description `invalid_client`: unknown client, wrong secret, or a revoked client. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenError"];
                };
            };
            503: components["responses"]["Unavailable"];
        };
    };
    listClients: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    createClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Channel manager",
                 *       "scopes": [
                 *         "reservations:read",
                 *         "reservations:write"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["NewClientBody"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientSecretAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description `client_name_taken`: an active client has that name. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            503: components["responses"]["Unavailable"];
        };
    };
    rotateClientSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example pms_4f1c2a9b7e3d5a6c8b0e1f2a */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientSecretAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No active client of that id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            503: components["responses"]["Unavailable"];
        };
    };
    revokeClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example pms_4f1c2a9b7e3d5a6c8b0e1f2a */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevokeClientAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No active client of that id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            503: components["responses"]["Unavailable"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://channel-manager.example.com/pms/events",
                 *       "events": [
                 *         "reservation.created",
                 *         "stay.checked_in"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["NewWebhookBody"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewWebhookAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteWebhookAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No webhook of that id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            503: components["responses"]["Unavailable"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No webhook of that id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            503: components["responses"]["Unavailable"];
        };
    };
    redeliverWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: number | string;
                /** @example 1 */
                delivery_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such delivery of that webhook. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            503: components["responses"]["Unavailable"];
        };
    };
    getReservation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1001 */
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reservation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No reservation of that id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    listReservationStays: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1001 */
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResRoomList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No reservation of that id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    updateReservation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "cust": [
                 *         "Ada",
                 *         "Lovelace",
                 *         "12 Euclid Ave",
                 *         "Cleveland",
                 *         "Ohio",
                 *         "44114",
                 *         "ada@example.com",
                 *         "216-555-0142",
                 *         "4111111111111111",
                 *         "09/29"
                 *       ],
                 *       "reserve": [
                 *         null,
                 *         "Late arrival, around 22:00"
                 *       ],
                 *       "rooms": [
                 *         [
                 *           1,
                 *           "2026-03-01",
                 *           "2026-03-03",
                 *           2,
                 *           109.99,
                 *           "Quiet room please"
                 *         ]
                 *       ],
                 *       "customerId": 1,
                 *       "reservation_id": 1001,
                 *       "resRoomId": 1,
                 *       "version": 1
                 *     }
                 */
                "application/json": components["schemas"]["UpdateReservationBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateReservationAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such reservation or stay. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Stale `version`, a cancelled or no-show reservation, or no room left for a new night. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    createReservation: {
        parameters: {
            query?: never;
            header?: {
                /** @description A retry with the same key (same user) answers the first result and changes nothing more. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "cust": [
                 *         "Ada",
                 *         "Lovelace",
                 *         "12 Euclid Ave",
                 *         "Cleveland",
                 *         "Ohio",
                 *         "44114",
                 *         "ada@example.com",
                 *         "216-555-0142",
                 *         "4111111111111111",
                 *         "09/29"
                 *       ],
                 *       "reserve": [
                 *         null,
                 *         "Late arrival, around 22:00"
                 *       ],
                 *       "rooms": [
                 *         [
                 *           1,
                 *           "2026-03-01",
                 *           "2026-03-03",
                 *           2,
                 *           109.99,
                 *           "Quiet room please"
                 *         ]
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CreateReservationBody"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateReservationAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No room of the type is left for a night of the stay. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    cancelReservation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1001 */
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelReservationAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No reservation of that id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Already cancelled, a no-show, or a guest has checked in. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    searchReservations: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
            };
            header?: never;
            path: {
                /** @example James */
                firstname: string;
                /** @example undefined */
                lastname: string;
                /** @example undefined */
                sdate: string;
                /** @example undefined */
                edate: string;
                /** @example undefined */
                confirmationNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description Paged answers only: pass it back as `cursor` for the next page. Absent on the last page and when not paged. */
                    "X-Next-Cursor"?: string;
                    /** @description Paged answers only: `<this path?limit=…&cursor=…>; rel="next"` (RFC 8288), absent on the last page. */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReservationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    listArrivals: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
            };
            header?: never;
            path: {
                /** @example 2026-03-01 */
                date: string;
                /** @example undefined */
                firstname: string;
                /** @example undefined */
                lastname: string;
                /** @example undefined */
                confirmationNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description Paged answers only: pass it back as `cursor` for the next page. Absent on the last page and when not paged. */
                    "X-Next-Cursor"?: string;
                    /** @description Paged answers only: `<this path?limit=…&cursor=…>; rel="next"` (RFC 8288), absent on the last page. */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArrivalsAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    listPendingDepartures: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 2026-03-01 */
                date: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PendingDepartureList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    listInHouseGuests: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
            };
            header?: never;
            path: {
                /** @example undefined */
                firstname: string;
                /** @example undefined */
                lastname: string;
                /** @example undefined */
                roomNumber: string;
                /** @example undefined */
                confirmationNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description Paged answers only: pass it back as `cursor` for the next page. Absent on the last page and when not paged. */
                    "X-Next-Cursor"?: string;
                    /** @description Paged answers only: `<this path?limit=…&cursor=…>; rel="next"` (RFC 8288), absent on the last page. */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InHouseGuestList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    checkIn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 81 */
                res_room_id: number | string;
                /** @example 1 */
                room_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckinAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such stay. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The room is occupied, of another type, out of order or out of service; or the stay is not arriving. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    listStayRooms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 81 */
                res_room_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StayRoomChoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such stay. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    assignStayRoom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 81 */
                res_room_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "room_id": 1
                 *     }
                 */
                "application/json": components["schemas"]["AssignRoomBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StayRoomAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such stay. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The room is assigned to or occupied by another stay on one of the nights, of another type, out of order or out of service; or the stay is cancelled, a no-show, checked in or out, or its arrival is past. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    releaseStayRoom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 81 */
                res_room_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StayRoomAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such stay. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The guest is checked in or out. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    checkOut: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                res_room_id: number | string;
                /** @example 101 */
                room_num: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such stay. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The stay is not in that room, or its folio still has a balance. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 2026-03-01 */
                date: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Availability"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getHouseStatusStays: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 2026-03-01 */
                date: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HouseStatusResRoomsList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getBusinessDate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "business_date": "2026-03-01"
                     *     }
                     */
                    "application/json": components["schemas"]["BusinessDateAnswer"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    previewNightAudit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NightAuditPreview"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    listNightAudits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NightAuditList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    runNightAudit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "business_date": "2026-03-01"
                 *     }
                 */
                "application/json": components["schemas"]["NightAuditBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NightAuditReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Not the current business date, an audit already running, billing refused the night, or (`due_outs_pending`, under `NIGHT_AUDIT_DUE_OUTS=stop`) guests still due out. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | components["schemas"]["DueOutsPendingBody"];
                };
            };
            503: components["responses"]["Unavailable"];
        };
    };
    getNightAudit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 2026-03-01 */
                date: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NightAuditReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description That date was not closed. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            503: components["responses"]["Unavailable"];
        };
    };
    listRoomTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "room_type_id": 1,
                     *         "type": "2 Queens",
                     *         "rate": 109.99
                     *       },
                     *       {
                     *         "room_type_id": 2,
                     *         "type": "King",
                     *         "rate": 119.99
                     *       },
                     *       {
                     *         "room_type_id": 3,
                     *         "type": "Suite",
                     *         "rate": 129.99
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["RoomTypeList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    listRoomsForArrivals: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 2026-03-01 */
                date: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomCandidateList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    listRooms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomIdNumList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    setRoomClean: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                clean: "0" | "1";
                /** @example 1 */
                room_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomCleanAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No room of that id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    listHousekeepingBoard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example false */
                clean: "0" | "1" | "true" | "false" | "undefined";
                /** @example true */
                dirty: "0" | "1" | "true" | "false" | "undefined";
                /** @example false */
                vacant: "0" | "1" | "true" | "false" | "undefined";
                /** @example false */
                occupied: "0" | "1" | "true" | "false" | "undefined";
                /** @example false */
                arrived: "0" | "1" | "true" | "false" | "undefined";
                /** @example false */
                stayOver: "0" | "1" | "true" | "false" | "undefined";
                /** @example false */
                dueOut: "0" | "1" | "true" | "false" | "undefined";
                /** @example false */
                departed: "0" | "1" | "true" | "false" | "undefined";
                /** @example false */
                notReserved: "0" | "1" | "true" | "false" | "undefined";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HousekeepingList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getHouseStatusRooms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HouseStatusRoomsList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getHotelInfo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hotel_info_id": 1,
                     *       "hotel_name": "Regal Inn & Suites",
                     *       "address": "12345 E Main St",
                     *       "city": "Cleveland",
                     *       "state": "Ohio",
                     *       "zip": "44114",
                     *       "email": "info@regalinn.com",
                     *       "phone": "216-555-1212",
                     *       "time_zone": "America/New_York"
                     *     }
                     */
                    "application/json": components["schemas"]["HotelInfoAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No hotel record of that id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    listWorkOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomIssueList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    createWorkOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description A retry with the same key (same user) answers the first result and changes nothing more. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "vals": {
                 *         "room_id": 1,
                 *         "issue": "Leaking shower head",
                 *         "start_date": "2026-03-05",
                 *         "end_date": "2026-03-06"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WorkOrderBody"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkOrderAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The dates overlap another open work order of the room. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    updateWorkOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "vals": {
                 *         "room_id": 1,
                 *         "issue": "Leaking shower head",
                 *         "start_date": "2026-03-05",
                 *         "end_date": "2026-03-06"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WorkOrderBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkOrderAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No work order of that id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The work order is fixed, or the dates overlap another of the room. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    fixWorkOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkOrderAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No work order of that id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    unfixWorkOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkOrderAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No work order of that id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The work order is not fixed, or the room has another open work order over the same nights. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    listBilling: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
            };
            header?: never;
            path: {
                /** @example undefined */
                firstname: string;
                /** @example undefined */
                lastname: string;
                /** @example undefined */
                roomNumber: string;
                /** @example false */
                stayOver: "0" | "1" | "true" | "false" | "undefined";
                /** @example true */
                dueOut: "0" | "1" | "true" | "false" | "undefined";
                /** @example false */
                checkedOut: "0" | "1" | "true" | "false" | "undefined";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description Paged answers only: pass it back as `cursor` for the next page. Absent on the last page and when not paged. */
                    "X-Next-Cursor"?: string;
                    /** @description Paged answers only: `<this path?limit=…&cursor=…>; rel="next"` (RFC 8288), absent on the last page. */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepartureList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getTaxRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "county_rate": 0.05,
                     *         "city_rate": 0.03,
                     *         "state_rate": 0.07
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["TaxRatesAnswer"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    payStay: {
        parameters: {
            query?: never;
            header?: {
                /** @description A retry with the same key (same user) answers the first result and changes nothing more. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1,
                 *       "payment_type": "Credit Card"
                 *     }
                 */
                "application/json": components["schemas"]["CreateInvoiceBody"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateInvoiceAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such stay. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The reservation is cancelled, the guest has not checked in, or the hotel has no tax rates. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getPreInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                res_room_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceRows"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such stay. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceDetailList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No invoice of that id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getInvoiceIdOfStay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                res_room_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceIdList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    listChargeCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "charge_codes": [
                     *         {
                     *           "code": "Minibar",
                     *           "description": "Minibar",
                     *           "taxed": true
                     *         },
                     *         {
                     *           "code": "Restaurant",
                     *           "description": "Restaurant",
                     *           "taxed": true
                     *         },
                     *         {
                     *           "code": "Parking",
                     *           "description": "Parking",
                     *           "taxed": true
                     *         },
                     *         {
                     *           "code": "Laundry",
                     *           "description": "Laundry",
                     *           "taxed": true
                     *         },
                     *         {
                     *           "code": "Telephone",
                     *           "description": "Telephone",
                     *           "taxed": true
                     *         },
                     *         {
                     *           "code": "Damage",
                     *           "description": "Damage",
                     *           "taxed": false
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ChargeCodeList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getFolio: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                res_room_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Folio"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such stay. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postCharge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                res_room_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "Minibar",
                 *       "amount": 7.5,
                 *       "quantity": 2
                 *     }
                 */
                "application/json": components["schemas"]["PostChargeBody"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Folio"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such stay. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The folio is closed by its invoice (a credit note reopens it), or the reservation is cancelled. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAllowance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                res_room_id: number | string;
                /** @example 1 */
                line_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 7.5,
                 *       "reason": "Minibar item not taken"
                 *     }
                 */
                "application/json": components["schemas"]["AllowanceBody"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Folio"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such stay or line. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description More than what is left of the line, a line that is not a charge, or: The folio is closed by its invoice (a credit note reopens it), or the reservation is cancelled. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    takePayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description A retry with the same key (same user) answers the first result and changes nothing more. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @example 1 */
                res_room_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "method": "Cash",
                 *       "amount": 50
                 *     }
                 */
                "application/json": components["schemas"]["FolioPaymentBody"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Folio"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such stay. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description More than the projected total, or: The folio is closed by its invoice (a credit note reopens it), or the reservation is cancelled. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    refundPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                res_room_id: number | string;
                /** @example 1 */
                payment_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 20,
                 *       "reason": "Overpaid in cash"
                 *     }
                 */
                "application/json": components["schemas"]["RefundBody"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Folio"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such stay or payment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description More than the payment’s unrefunded amount, or the folio is closed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            503: components["responses"]["Unavailable"];
        };
    };
    issueCreditNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Charged the wrong card"
                 *     }
                 */
                "application/json": components["schemas"]["CreditNoteBody"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditNoteAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No invoice of that id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The invoice is already reversed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            503: components["responses"]["Unavailable"];
        };
    };
    getReservationsFigures: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReservationFigures"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getRoomsFigures: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomFigures"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getBillingFigures: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingFigures"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["ClientRateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    listAuthAuditEntries: {
        parameters: {
            query?: {
                entity?: "reservation" | "stay" | "room" | "work_order" | "folio" | "invoice" | "user" | "session" | "client" | "business_date" | "webhook";
                entity_id?: string;
                username?: string;
                action?: "reservation.created" | "reservation.updated" | "reservation.cancelled" | "reservation.no_show" | "stay.checked_in" | "stay.room_moved" | "stay.room_assigned" | "stay.room_released" | "stay.checked_out" | "room.clean_changed" | "work_order.added" | "work_order.updated" | "work_order.fixed" | "work_order.unfixed" | "folio.charge_posted" | "folio.allowance_posted" | "folio.payment_taken" | "folio.payment_refunded" | "invoice.issued" | "invoice.credit_note_issued" | "business_date.closed" | "user.created" | "user.updated" | "user.password_changed" | "session.signed_in" | "session.sign_in_failed" | "session.signed_out" | "client.created" | "client.secret_rotated" | "client.revoked" | "webhook.created" | "webhook.deleted" | "webhook.redelivered";
                /** @example 2026-03-01 */
                from?: string;
                to?: string;
                before_at?: string;
                before_entry?: number;
                /** @example 10 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditServiceEntries"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    verifyAuthAuditChain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditServiceVerification"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    listReservationsAuditEntries: {
        parameters: {
            query?: {
                entity?: "reservation" | "stay" | "room" | "work_order" | "folio" | "invoice" | "user" | "session" | "client" | "business_date" | "webhook";
                entity_id?: string;
                username?: string;
                action?: "reservation.created" | "reservation.updated" | "reservation.cancelled" | "reservation.no_show" | "stay.checked_in" | "stay.room_moved" | "stay.room_assigned" | "stay.room_released" | "stay.checked_out" | "room.clean_changed" | "work_order.added" | "work_order.updated" | "work_order.fixed" | "work_order.unfixed" | "folio.charge_posted" | "folio.allowance_posted" | "folio.payment_taken" | "folio.payment_refunded" | "invoice.issued" | "invoice.credit_note_issued" | "business_date.closed" | "user.created" | "user.updated" | "user.password_changed" | "session.signed_in" | "session.sign_in_failed" | "session.signed_out" | "client.created" | "client.secret_rotated" | "client.revoked" | "webhook.created" | "webhook.deleted" | "webhook.redelivered";
                /** @example 2026-03-01 */
                from?: string;
                to?: string;
                before_at?: string;
                before_entry?: number;
                /** @example 10 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditServiceEntries"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    verifyReservationsAuditChain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditServiceVerification"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    listRoomsAuditEntries: {
        parameters: {
            query?: {
                entity?: "reservation" | "stay" | "room" | "work_order" | "folio" | "invoice" | "user" | "session" | "client" | "business_date" | "webhook";
                entity_id?: string;
                username?: string;
                action?: "reservation.created" | "reservation.updated" | "reservation.cancelled" | "reservation.no_show" | "stay.checked_in" | "stay.room_moved" | "stay.room_assigned" | "stay.room_released" | "stay.checked_out" | "room.clean_changed" | "work_order.added" | "work_order.updated" | "work_order.fixed" | "work_order.unfixed" | "folio.charge_posted" | "folio.allowance_posted" | "folio.payment_taken" | "folio.payment_refunded" | "invoice.issued" | "invoice.credit_note_issued" | "business_date.closed" | "user.created" | "user.updated" | "user.password_changed" | "session.signed_in" | "session.sign_in_failed" | "session.signed_out" | "client.created" | "client.secret_rotated" | "client.revoked" | "webhook.created" | "webhook.deleted" | "webhook.redelivered";
                /** @example 2026-03-01 */
                from?: string;
                to?: string;
                before_at?: string;
                before_entry?: number;
                /** @example 10 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditServiceEntries"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    verifyRoomsAuditChain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditServiceVerification"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    listBillingAuditEntries: {
        parameters: {
            query?: {
                entity?: "reservation" | "stay" | "room" | "work_order" | "folio" | "invoice" | "user" | "session" | "client" | "business_date" | "webhook";
                entity_id?: string;
                username?: string;
                action?: "reservation.created" | "reservation.updated" | "reservation.cancelled" | "reservation.no_show" | "stay.checked_in" | "stay.room_moved" | "stay.room_assigned" | "stay.room_released" | "stay.checked_out" | "room.clean_changed" | "work_order.added" | "work_order.updated" | "work_order.fixed" | "work_order.unfixed" | "folio.charge_posted" | "folio.allowance_posted" | "folio.payment_taken" | "folio.payment_refunded" | "invoice.issued" | "invoice.credit_note_issued" | "business_date.closed" | "user.created" | "user.updated" | "user.password_changed" | "session.signed_in" | "session.sign_in_failed" | "session.signed_out" | "client.created" | "client.secret_rotated" | "client.revoked" | "webhook.created" | "webhook.deleted" | "webhook.redelivered";
                /** @example 2026-03-01 */
                from?: string;
                to?: string;
                before_at?: string;
                before_entry?: number;
                /** @example 10 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditServiceEntries"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    verifyBillingAuditChain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditServiceVerification"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    getDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardAnswer"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    listAuditEntries: {
        parameters: {
            query?: {
                /** @example reservation */
                entity?: "reservation" | "stay" | "room" | "work_order" | "folio" | "invoice" | "user" | "session" | "client" | "business_date" | "webhook";
                /** @example 1001 */
                entity_id?: string;
                username?: string;
                action?: "reservation.created" | "reservation.updated" | "reservation.cancelled" | "reservation.no_show" | "stay.checked_in" | "stay.room_moved" | "stay.room_assigned" | "stay.room_released" | "stay.checked_out" | "room.clean_changed" | "work_order.added" | "work_order.updated" | "work_order.fixed" | "work_order.unfixed" | "folio.charge_posted" | "folio.allowance_posted" | "folio.payment_taken" | "folio.payment_refunded" | "invoice.issued" | "invoice.credit_note_issued" | "business_date.closed" | "user.created" | "user.updated" | "user.password_changed" | "session.signed_in" | "session.sign_in_failed" | "session.signed_out" | "client.created" | "client.secret_rotated" | "client.revoked" | "webhook.created" | "webhook.deleted" | "webhook.redelivered";
                from?: string;
                to?: string;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditPageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    verifyAuditChains: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditVerificationAnswer"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    followRooms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
}
