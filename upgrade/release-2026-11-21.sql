create extension if not exists pg_trgm with schema public;
--
-- PostgreSQL database dump
--


-- Dumped from database version 15.20 (Debian 15.20-0+deb12u1)
-- Dumped by pg_dump version 15.20 (Debian 15.20-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: auth; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA auth;


--
-- Name: billing; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA billing;


--
-- Name: reservations; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA reservations;


--
-- Name: rooms; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA rooms;


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: access_levels; Type: TABLE; Schema: auth; Owner: -
--

CREATE TABLE auth.access_levels (
    access_id integer NOT NULL,
    type text NOT NULL,
    CONSTRAINT access_levels_access_id_check CHECK ((access_id > 0))
);


--
-- Name: idempotency_keys; Type: TABLE; Schema: auth; Owner: -
--

CREATE TABLE auth.idempotency_keys (
    scope text NOT NULL,
    key text NOT NULL,
    status integer NOT NULL,
    body jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: outbox; Type: TABLE; Schema: auth; Owner: -
--

CREATE TABLE auth.outbox (
    seq bigint NOT NULL,
    id uuid NOT NULL,
    subject text NOT NULL,
    version bigint NOT NULL,
    envelope jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    published_at timestamp with time zone
);


--
-- Name: outbox_seq_seq; Type: SEQUENCE; Schema: auth; Owner: -
--

CREATE SEQUENCE auth.outbox_seq_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: outbox_seq_seq; Type: SEQUENCE OWNED BY; Schema: auth; Owner: -
--

ALTER SEQUENCE auth.outbox_seq_seq OWNED BY auth.outbox.seq;


--
-- Name: projection_versions; Type: TABLE; Schema: auth; Owner: -
--

CREATE TABLE auth.projection_versions (
    subject text NOT NULL,
    version bigint NOT NULL
);


--
-- Name: revoked_tokens; Type: TABLE; Schema: auth; Owner: -
--

CREATE TABLE auth.revoked_tokens (
    jti text NOT NULL,
    expires_at timestamp with time zone NOT NULL
);


--
-- Name: schema_migrations; Type: TABLE; Schema: auth; Owner: -
--

CREATE TABLE auth.schema_migrations (
    name text NOT NULL,
    applied_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: signing_keys; Type: TABLE; Schema: auth; Owner: -
--

CREATE TABLE auth.signing_keys (
    purpose text NOT NULL,
    kid text NOT NULL,
    alg text NOT NULL,
    private_jwk jsonb NOT NULL,
    public_jwk jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: users; Type: TABLE; Schema: auth; Owner: -
--

CREATE TABLE auth.users (
    user_id integer NOT NULL,
    username text NOT NULL,
    password_hash text NOT NULL,
    access_id integer NOT NULL,
    active boolean DEFAULT true NOT NULL,
    failed_logins integer DEFAULT 0 NOT NULL,
    locked_until timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT users_failed_logins_check CHECK ((failed_logins >= 0)),
    CONSTRAINT users_username_check CHECK (((length(username) >= 1) AND (length(username) <= 100)))
);


--
-- Name: users_user_id_seq; Type: SEQUENCE; Schema: auth; Owner: -
--

ALTER TABLE auth.users ALTER COLUMN user_id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME auth.users_user_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: consumer_identity; Type: TABLE; Schema: billing; Owner: -
--

CREATE TABLE billing.consumer_identity (
    singleton boolean DEFAULT true NOT NULL,
    id text DEFAULT substr(md5(((random())::text || (clock_timestamp())::text)), 1, 12) NOT NULL,
    CONSTRAINT consumer_identity_singleton_check CHECK (singleton)
);


--
-- Name: idempotency_keys; Type: TABLE; Schema: billing; Owner: -
--

CREATE TABLE billing.idempotency_keys (
    scope text NOT NULL,
    key text NOT NULL,
    status integer NOT NULL,
    body jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: invoice_counters; Type: TABLE; Schema: billing; Owner: -
--

CREATE TABLE billing.invoice_counters (
    year integer NOT NULL,
    last_number integer NOT NULL,
    CONSTRAINT invoice_counters_last_number_check CHECK ((last_number > 0))
);


--
-- Name: invoices; Type: TABLE; Schema: billing; Owner: -
--

CREATE TABLE billing.invoices (
    invoice_id integer NOT NULL,
    invoice_number text NOT NULL,
    res_room_id integer NOT NULL,
    reservation_id integer NOT NULL,
    first_name text NOT NULL,
    last_name text NOT NULL,
    cc_last_four text NOT NULL,
    room_num text,
    check_in_date date NOT NULL,
    check_out_date date NOT NULL,
    num_days integer NOT NULL,
    rate numeric(12,2) NOT NULL,
    room_total numeric(12,2) NOT NULL,
    county_rate numeric(6,4) NOT NULL,
    city_rate numeric(6,4) NOT NULL,
    state_rate numeric(6,4) NOT NULL,
    county_tax numeric(12,2) NOT NULL,
    city_tax numeric(12,2) NOT NULL,
    state_tax numeric(12,2) NOT NULL,
    total numeric(12,2) NOT NULL,
    payment_type text NOT NULL,
    paid_at timestamp with time zone NOT NULL,
    paid_on date NOT NULL,
    user_id integer NOT NULL,
    CONSTRAINT invoices_check CHECK ((room_total = ((num_days)::numeric * rate))),
    CONSTRAINT invoices_check1 CHECK ((total = (((room_total + county_tax) + city_tax) + state_tax))),
    CONSTRAINT invoices_city_tax_check CHECK ((city_tax >= (0)::numeric)),
    CONSTRAINT invoices_county_tax_check CHECK ((county_tax >= (0)::numeric)),
    CONSTRAINT invoices_num_days_check CHECK ((num_days >= 0)),
    CONSTRAINT invoices_payment_type_check CHECK ((payment_type = ANY (ARRAY['Credit Card'::text, 'Cash'::text]))),
    CONSTRAINT invoices_rate_check CHECK ((rate >= (0)::numeric)),
    CONSTRAINT invoices_state_tax_check CHECK ((state_tax >= (0)::numeric))
);


--
-- Name: invoices_invoice_id_seq; Type: SEQUENCE; Schema: billing; Owner: -
--

ALTER TABLE billing.invoices ALTER COLUMN invoice_id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME billing.invoices_invoice_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: outbox; Type: TABLE; Schema: billing; Owner: -
--

CREATE TABLE billing.outbox (
    seq bigint NOT NULL,
    id uuid NOT NULL,
    subject text NOT NULL,
    version bigint NOT NULL,
    envelope jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    published_at timestamp with time zone
);


--
-- Name: outbox_seq_seq; Type: SEQUENCE; Schema: billing; Owner: -
--

CREATE SEQUENCE billing.outbox_seq_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: outbox_seq_seq; Type: SEQUENCE OWNED BY; Schema: billing; Owner: -
--

ALTER SEQUENCE billing.outbox_seq_seq OWNED BY billing.outbox.seq;


--
-- Name: payments; Type: TABLE; Schema: billing; Owner: -
--

CREATE TABLE billing.payments (
    payment_id integer NOT NULL,
    invoice_id integer NOT NULL,
    amount numeric(12,2) NOT NULL,
    payment_type text NOT NULL,
    paid_at timestamp with time zone NOT NULL,
    user_id integer NOT NULL,
    CONSTRAINT payments_amount_check CHECK ((amount >= (0)::numeric)),
    CONSTRAINT payments_payment_type_check CHECK ((payment_type = ANY (ARRAY['Credit Card'::text, 'Cash'::text])))
);


--
-- Name: payments_payment_id_seq; Type: SEQUENCE; Schema: billing; Owner: -
--

ALTER TABLE billing.payments ALTER COLUMN payment_id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME billing.payments_payment_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: projection_versions; Type: TABLE; Schema: billing; Owner: -
--

CREATE TABLE billing.projection_versions (
    subject text NOT NULL,
    version bigint NOT NULL
);


--
-- Name: schema_migrations; Type: TABLE; Schema: billing; Owner: -
--

CREATE TABLE billing.schema_migrations (
    name text NOT NULL,
    applied_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: stays; Type: TABLE; Schema: billing; Owner: -
--

CREATE TABLE billing.stays (
    res_room_id integer NOT NULL,
    reservation_id integer NOT NULL,
    room_type_id integer NOT NULL,
    type text NOT NULL,
    first_name text NOT NULL,
    last_name text NOT NULL,
    cc_last_four text NOT NULL,
    room_num text,
    arrival date NOT NULL,
    departure date NOT NULL,
    rate numeric(12,2) NOT NULL,
    active boolean NOT NULL,
    checked_in boolean NOT NULL,
    checked_out boolean NOT NULL,
    version integer NOT NULL
);


--
-- Name: tax_rates; Type: TABLE; Schema: billing; Owner: -
--

CREATE TABLE billing.tax_rates (
    singleton boolean DEFAULT true NOT NULL,
    county_rate numeric(6,4) NOT NULL,
    city_rate numeric(6,4) NOT NULL,
    state_rate numeric(6,4) NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT tax_rates_city_rate_check CHECK (((city_rate >= (0)::numeric) AND (city_rate <= (1)::numeric))),
    CONSTRAINT tax_rates_county_rate_check CHECK (((county_rate >= (0)::numeric) AND (county_rate <= (1)::numeric))),
    CONSTRAINT tax_rates_singleton_check CHECK (singleton),
    CONSTRAINT tax_rates_state_rate_check CHECK (((state_rate >= (0)::numeric) AND (state_rate <= (1)::numeric)))
);


--
-- Name: consumer_identity; Type: TABLE; Schema: reservations; Owner: -
--

CREATE TABLE reservations.consumer_identity (
    singleton boolean DEFAULT true NOT NULL,
    id text DEFAULT substr(md5(((random())::text || (clock_timestamp())::text)), 1, 12) NOT NULL,
    CONSTRAINT consumer_identity_singleton_check CHECK (singleton)
);


--
-- Name: customers; Type: TABLE; Schema: reservations; Owner: -
--

CREATE TABLE reservations.customers (
    customer_id integer NOT NULL,
    first_name text NOT NULL,
    last_name text NOT NULL,
    address text DEFAULT ''::text NOT NULL,
    city text DEFAULT ''::text NOT NULL,
    state text DEFAULT ''::text NOT NULL,
    zip text DEFAULT ''::text NOT NULL,
    email text NOT NULL,
    phone text NOT NULL,
    card_sealed bytea NOT NULL,
    card_key_id text NOT NULL,
    cc_last_four text NOT NULL,
    cc_expiration text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT customers_cc_last_four_check CHECK ((cc_last_four ~ '^[0-9]{4}$'::text))
);


--
-- Name: customers_customer_id_seq; Type: SEQUENCE; Schema: reservations; Owner: -
--

ALTER TABLE reservations.customers ALTER COLUMN customer_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME reservations.customers_customer_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: demo_seed; Type: TABLE; Schema: reservations; Owner: -
--

CREATE TABLE reservations.demo_seed (
    name text NOT NULL,
    seeded_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: idempotency_keys; Type: TABLE; Schema: reservations; Owner: -
--

CREATE TABLE reservations.idempotency_keys (
    scope text NOT NULL,
    key text NOT NULL,
    status integer NOT NULL,
    body jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: inventory; Type: TABLE; Schema: reservations; Owner: -
--

CREATE TABLE reservations.inventory (
    room_type_id integer NOT NULL,
    night date NOT NULL,
    capacity integer NOT NULL,
    out_of_order integer DEFAULT 0 NOT NULL,
    sold integer DEFAULT 0 NOT NULL,
    CONSTRAINT inventory_capacity_check CHECK ((capacity >= 0)),
    CONSTRAINT inventory_out_of_order_check CHECK ((out_of_order >= 0)),
    CONSTRAINT inventory_sold_check CHECK ((sold >= 0))
);


--
-- Name: out_of_order; Type: TABLE; Schema: reservations; Owner: -
--

CREATE TABLE reservations.out_of_order (
    room_issue_id integer NOT NULL,
    room_id integer NOT NULL,
    room_num text NOT NULL,
    room_type_id integer NOT NULL,
    start_date date NOT NULL,
    end_date date NOT NULL,
    issue text NOT NULL,
    fixed boolean NOT NULL,
    CONSTRAINT out_of_order_check CHECK ((end_date >= start_date))
);


--
-- Name: outbox; Type: TABLE; Schema: reservations; Owner: -
--

CREATE TABLE reservations.outbox (
    seq bigint NOT NULL,
    id uuid NOT NULL,
    subject text NOT NULL,
    version bigint NOT NULL,
    envelope jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    published_at timestamp with time zone
);


--
-- Name: outbox_seq_seq; Type: SEQUENCE; Schema: reservations; Owner: -
--

CREATE SEQUENCE reservations.outbox_seq_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: outbox_seq_seq; Type: SEQUENCE OWNED BY; Schema: reservations; Owner: -
--

ALTER SEQUENCE reservations.outbox_seq_seq OWNED BY reservations.outbox.seq;


--
-- Name: projection_versions; Type: TABLE; Schema: reservations; Owner: -
--

CREATE TABLE reservations.projection_versions (
    subject text NOT NULL,
    version bigint NOT NULL
);


--
-- Name: res_rooms; Type: TABLE; Schema: reservations; Owner: -
--

CREATE TABLE reservations.res_rooms (
    res_room_id integer NOT NULL,
    reservation_id integer NOT NULL,
    room_type_id integer NOT NULL,
    check_in_date date NOT NULL,
    check_out_date date NOT NULL,
    adults smallint NOT NULL,
    rate numeric(12,2) NOT NULL,
    comments text DEFAULT ''::text NOT NULL,
    confirmation_code text NOT NULL,
    checked_in boolean DEFAULT false NOT NULL,
    checked_out boolean DEFAULT false NOT NULL,
    room_id integer,
    room_num text,
    version integer DEFAULT 1 NOT NULL,
    checked_in_at timestamp with time zone,
    checked_out_on date,
    checked_out_at timestamp with time zone,
    CONSTRAINT res_rooms_adults_check CHECK (((adults >= 1) AND (adults <= 10))),
    CONSTRAINT res_rooms_check CHECK ((check_out_date > check_in_date)),
    CONSTRAINT res_rooms_check1 CHECK (((NOT checked_out) OR checked_in)),
    CONSTRAINT res_rooms_rate_check CHECK ((rate >= (0)::numeric))
);


--
-- Name: res_rooms_res_room_id_seq; Type: SEQUENCE; Schema: reservations; Owner: -
--

ALTER TABLE reservations.res_rooms ALTER COLUMN res_room_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME reservations.res_rooms_res_room_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: reservations; Type: TABLE; Schema: reservations; Owner: -
--

CREATE TABLE reservations.reservations (
    reservation_id integer NOT NULL,
    customer_id integer NOT NULL,
    active boolean DEFAULT true NOT NULL,
    user_id integer NOT NULL,
    comments text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    version integer DEFAULT 1 NOT NULL
);


--
-- Name: reservations_reservation_id_seq; Type: SEQUENCE; Schema: reservations; Owner: -
--

ALTER TABLE reservations.reservations ALTER COLUMN reservation_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME reservations.reservations_reservation_id_seq
    START WITH 1001
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: room_types; Type: TABLE; Schema: reservations; Owner: -
--

CREATE TABLE reservations.room_types (
    room_type_id integer NOT NULL,
    type text NOT NULL,
    rate numeric(12,2) NOT NULL,
    room_count integer NOT NULL,
    CONSTRAINT room_types_rate_check CHECK ((rate >= (0)::numeric)),
    CONSTRAINT room_types_room_count_check CHECK ((room_count >= 0))
);


--
-- Name: rooms; Type: TABLE; Schema: reservations; Owner: -
--

CREATE TABLE reservations.rooms (
    room_id integer NOT NULL,
    room_num text NOT NULL,
    room_type_id integer NOT NULL,
    clean smallint NOT NULL,
    active boolean NOT NULL,
    occupied_by integer,
    CONSTRAINT rooms_clean_check CHECK ((clean = ANY (ARRAY[0, 1])))
);


--
-- Name: schema_migrations; Type: TABLE; Schema: reservations; Owner: -
--

CREATE TABLE reservations.schema_migrations (
    name text NOT NULL,
    applied_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: consumer_identity; Type: TABLE; Schema: rooms; Owner: -
--

CREATE TABLE rooms.consumer_identity (
    singleton boolean DEFAULT true NOT NULL,
    id text DEFAULT substr(md5(((random())::text || (clock_timestamp())::text)), 1, 12) NOT NULL,
    CONSTRAINT consumer_identity_singleton_check CHECK (singleton)
);


--
-- Name: hotel_info; Type: TABLE; Schema: rooms; Owner: -
--

CREATE TABLE rooms.hotel_info (
    hotel_info_id integer NOT NULL,
    hotel_name text NOT NULL,
    address text NOT NULL,
    city text NOT NULL,
    state text NOT NULL,
    zip text NOT NULL,
    email text NOT NULL,
    phone text NOT NULL
);


--
-- Name: idempotency_keys; Type: TABLE; Schema: rooms; Owner: -
--

CREATE TABLE rooms.idempotency_keys (
    scope text NOT NULL,
    key text NOT NULL,
    status integer NOT NULL,
    body jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: outbox; Type: TABLE; Schema: rooms; Owner: -
--

CREATE TABLE rooms.outbox (
    seq bigint NOT NULL,
    id uuid NOT NULL,
    subject text NOT NULL,
    version bigint NOT NULL,
    envelope jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    published_at timestamp with time zone
);


--
-- Name: outbox_seq_seq; Type: SEQUENCE; Schema: rooms; Owner: -
--

CREATE SEQUENCE rooms.outbox_seq_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: outbox_seq_seq; Type: SEQUENCE OWNED BY; Schema: rooms; Owner: -
--

ALTER SEQUENCE rooms.outbox_seq_seq OWNED BY rooms.outbox.seq;


--
-- Name: projection_versions; Type: TABLE; Schema: rooms; Owner: -
--

CREATE TABLE rooms.projection_versions (
    subject text NOT NULL,
    version bigint NOT NULL
);


--
-- Name: room_issues; Type: TABLE; Schema: rooms; Owner: -
--

CREATE TABLE rooms.room_issues (
    room_issue_id integer NOT NULL,
    room_id integer NOT NULL,
    issue text NOT NULL,
    start_date date NOT NULL,
    end_date date NOT NULL,
    user_id integer NOT NULL,
    updated_by integer,
    fixed boolean DEFAULT false NOT NULL,
    fixed_at timestamp with time zone,
    fixed_by integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    CONSTRAINT room_issues_check CHECK ((end_date >= start_date))
);


--
-- Name: room_issues_room_issue_id_seq; Type: SEQUENCE; Schema: rooms; Owner: -
--

ALTER TABLE rooms.room_issues ALTER COLUMN room_issue_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME rooms.room_issues_room_issue_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: room_stays; Type: TABLE; Schema: rooms; Owner: -
--

CREATE TABLE rooms.room_stays (
    res_room_id integer NOT NULL,
    room_type_id integer NOT NULL,
    room_id integer,
    arrival date NOT NULL,
    departure date NOT NULL,
    active boolean NOT NULL,
    checked_in boolean NOT NULL,
    checked_out boolean NOT NULL,
    checked_out_on date,
    checked_out_at timestamp with time zone,
    version integer NOT NULL
);


--
-- Name: room_types; Type: TABLE; Schema: rooms; Owner: -
--

CREATE TABLE rooms.room_types (
    room_type_id integer NOT NULL,
    type text NOT NULL,
    rate numeric(12,2) NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    CONSTRAINT room_types_rate_check CHECK ((rate >= (0)::numeric))
);


--
-- Name: rooms; Type: TABLE; Schema: rooms; Owner: -
--

CREATE TABLE rooms.rooms (
    room_id integer NOT NULL,
    room_num text NOT NULL,
    room_type_id integer NOT NULL,
    clean smallint DEFAULT 1 NOT NULL,
    active boolean DEFAULT true NOT NULL,
    occupied_by integer,
    version integer DEFAULT 1 NOT NULL,
    CONSTRAINT rooms_clean_check CHECK ((clean = ANY (ARRAY[0, 1])))
);


--
-- Name: rooms_room_id_seq; Type: SEQUENCE; Schema: rooms; Owner: -
--

CREATE SEQUENCE rooms.rooms_room_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: rooms_room_id_seq; Type: SEQUENCE OWNED BY; Schema: rooms; Owner: -
--

ALTER SEQUENCE rooms.rooms_room_id_seq OWNED BY rooms.rooms.room_id;


--
-- Name: schema_migrations; Type: TABLE; Schema: rooms; Owner: -
--

CREATE TABLE rooms.schema_migrations (
    name text NOT NULL,
    applied_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: outbox seq; Type: DEFAULT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.outbox ALTER COLUMN seq SET DEFAULT nextval('auth.outbox_seq_seq'::regclass);


--
-- Name: outbox seq; Type: DEFAULT; Schema: billing; Owner: -
--

ALTER TABLE ONLY billing.outbox ALTER COLUMN seq SET DEFAULT nextval('billing.outbox_seq_seq'::regclass);


--
-- Name: outbox seq; Type: DEFAULT; Schema: reservations; Owner: -
--

ALTER TABLE ONLY reservations.outbox ALTER COLUMN seq SET DEFAULT nextval('reservations.outbox_seq_seq'::regclass);


--
-- Name: outbox seq; Type: DEFAULT; Schema: rooms; Owner: -
--

ALTER TABLE ONLY rooms.outbox ALTER COLUMN seq SET DEFAULT nextval('rooms.outbox_seq_seq'::regclass);


--
-- Name: rooms room_id; Type: DEFAULT; Schema: rooms; Owner: -
--

ALTER TABLE ONLY rooms.rooms ALTER COLUMN room_id SET DEFAULT nextval('rooms.rooms_room_id_seq'::regclass);


--
-- Data for Name: access_levels; Type: TABLE DATA; Schema: auth; Owner: -
--

INSERT INTO auth.access_levels VALUES
	(1, 'Employee'),
	(2, 'Manager'),
	(3, 'Administrator');


--
-- Data for Name: idempotency_keys; Type: TABLE DATA; Schema: auth; Owner: -
--



--
-- Data for Name: outbox; Type: TABLE DATA; Schema: auth; Owner: -
--



--
-- Data for Name: projection_versions; Type: TABLE DATA; Schema: auth; Owner: -
--



--
-- Data for Name: revoked_tokens; Type: TABLE DATA; Schema: auth; Owner: -
--



--
-- Data for Name: schema_migrations; Type: TABLE DATA; Schema: auth; Owner: -
--

INSERT INTO auth.schema_migrations VALUES
	('kit_001_outbox.sql', '2026-11-24 18:41:27.927291+00'),
	('kit_002_projection_versions.sql', '2026-11-24 18:41:27.927291+00'),
	('kit_003_idempotency_keys.sql', '2026-11-24 18:41:27.927291+00'),
	('001_auth.sql', '2026-11-24 18:41:27.927291+00');


--
-- Data for Name: signing_keys; Type: TABLE DATA; Schema: auth; Owner: -
--

INSERT INTO auth.signing_keys VALUES
	('session', 'B_XMzDbptf0UPbcWUHe4cZhunUA7teHHiUhlbYA_EZ4', 'EdDSA', '{"d": "3Wi2Q4L4fEkWsq_teW6AFV_AcE2N_1HgzciRLKI1a1c", "x": "nxvuD5ngq4aON-sUmnyvNEa5kYUk_eHwb4QJrRLnYT4", "crv": "Ed25519", "kty": "OKP"}', '{"x": "nxvuD5ngq4aON-sUmnyvNEa5kYUk_eHwb4QJrRLnYT4", "crv": "Ed25519", "kty": "OKP"}', '2026-11-24 18:41:33.432783+00');


--
-- Data for Name: users; Type: TABLE DATA; Schema: auth; Owner: -
--

INSERT INTO auth.users OVERRIDING SYSTEM VALUE VALUES
	(1, 'user', 'scrypt$16384$8$5$l3zH9iQiMgEoHTo8ehgcnA==$cSB2CMC2WNcU914pfcCdFGuKjMTJzmFz5CK3fmPNyc8=', 1, true, 0, NULL, '2026-11-24 18:41:28.174439+00', '2026-11-24 18:41:28.174439+00'),
	(2, 'manager', 'scrypt$16384$8$5$Pb3YYwXUx/Kma1788TN0QQ==$8EUv68eiVcxn4uOL4Etdkd/ypf6uZsW8Vj6JMGmddTc=', 2, true, 0, NULL, '2026-11-24 18:41:28.341989+00', '2026-11-24 18:41:28.341989+00'),
	(3, 'admin', 'scrypt$16384$8$5$Bq/ArVLy3cgGbWYeqTe4dg==$XPLWhHexM5yZgv7dsqss+9tYgwGTi1iIzy0Uci0YZg8=', 3, true, 0, NULL, '2026-11-24 18:41:28.530869+00', '2026-11-24 18:41:28.530869+00');


--
-- Data for Name: consumer_identity; Type: TABLE DATA; Schema: billing; Owner: -
--

INSERT INTO billing.consumer_identity VALUES
	(true, '22c0b4d160b9');


--
-- Data for Name: idempotency_keys; Type: TABLE DATA; Schema: billing; Owner: -
--



--
-- Data for Name: invoice_counters; Type: TABLE DATA; Schema: billing; Owner: -
--

INSERT INTO billing.invoice_counters VALUES
	(2026, 2);


--
-- Data for Name: invoices; Type: TABLE DATA; Schema: billing; Owner: -
--

INSERT INTO billing.invoices OVERRIDING SYSTEM VALUE VALUES
	(1, 'INV-2026-000001', 1, 1001, 'James', 'Smith', '0002', '101', '2026-11-23', '2026-11-24', 1, 109.99, 109.99, 0.0500, 0.0300, 0.0700, 5.50, 3.30, 7.70, 126.49, 'Cash', '2026-11-24 18:41:37.756+00', '2026-11-24', 1),
	(2, 'INV-2026-000002', 3, 1003, 'Robert', 'Anderson', '8388', '102', '2026-11-21', '2026-11-24', 3, 119.99, 359.97, 0.0500, 0.0300, 0.0700, 18.00, 10.80, 25.20, 413.97, 'Credit Card', '2026-11-24 18:41:37.802+00', '2026-11-24', 1);


--
-- Data for Name: outbox; Type: TABLE DATA; Schema: billing; Owner: -
--

INSERT INTO billing.outbox VALUES
	(1, '4edaaa45-4a6b-4548-a55a-bee4813d3e04', 'pms.billing.invoice.1', 1, '{"id": "4edaaa45-4a6b-4548-a55a-bee4813d3e04", "data": {"paid_at": "2026-11-24T18:41:37.756Z", "invoice_id": 1, "res_room_id": 1, "total_cents": 12649, "payment_type": "Cash", "invoice_number": "INV-2026-000001"}, "type": "billing.invoice.state", "version": 1, "occurredAt": "2026-11-24T18:41:37.761Z"}', '2026-11-24 18:41:37.755775+00', '2026-11-24 18:41:37.76898+00'),
	(2, 'b47d0ef1-e80c-48d3-b562-da0f2557cdbc', 'pms.billing.invoice.2', 1, '{"id": "b47d0ef1-e80c-48d3-b562-da0f2557cdbc", "data": {"paid_at": "2026-11-24T18:41:37.802Z", "invoice_id": 2, "res_room_id": 3, "total_cents": 41397, "payment_type": "Credit Card", "invoice_number": "INV-2026-000002"}, "type": "billing.invoice.state", "version": 1, "occurredAt": "2026-11-24T18:41:37.808Z"}', '2026-11-24 18:41:37.802317+00', '2026-11-24 18:41:37.812072+00');


--
-- Data for Name: payments; Type: TABLE DATA; Schema: billing; Owner: -
--

INSERT INTO billing.payments OVERRIDING SYSTEM VALUE VALUES
	(1, 1, 126.49, 'Cash', '2026-11-24 18:41:37.756+00', 1),
	(2, 2, 413.97, 'Credit Card', '2026-11-24 18:41:37.802+00', 1);


--
-- Data for Name: projection_versions; Type: TABLE DATA; Schema: billing; Owner: -
--

INSERT INTO billing.projection_versions VALUES
	('pms.reservations.stay.81', 1),
	('pms.reservations.stay.82', 1),
	('pms.reservations.stay.83', 1),
	('pms.reservations.stay.84', 1),
	('pms.reservations.stay.85', 1),
	('pms.reservations.stay.86', 1),
	('pms.reservations.stay.87', 1),
	('pms.reservations.stay.88', 1),
	('pms.reservations.stay.89', 1),
	('pms.reservations.stay.90', 1),
	('pms.reservations.stay.91', 1),
	('pms.reservations.stay.92', 1),
	('pms.reservations.stay.94', 1),
	('pms.reservations.stay.95', 1),
	('pms.reservations.stay.96', 1),
	('pms.reservations.stay.97', 1),
	('pms.reservations.stay.98', 1),
	('pms.reservations.stay.99', 1),
	('pms.reservations.stay.100', 1),
	('pms.reservations.stay.101', 1),
	('pms.reservations.stay.102', 1),
	('pms.reservations.stay.103', 1),
	('pms.reservations.stay.104', 1),
	('pms.reservations.stay.105', 1),
	('pms.reservations.stay.106', 1),
	('pms.reservations.stay.107', 1),
	('pms.reservations.stay.108', 1),
	('pms.reservations.stay.109', 1),
	('pms.reservations.stay.110', 1),
	('pms.reservations.stay.111', 1),
	('pms.reservations.stay.112', 1),
	('pms.reservations.stay.113', 1),
	('pms.reservations.stay.114', 1),
	('pms.reservations.stay.115', 1),
	('pms.reservations.stay.116', 1),
	('pms.reservations.stay.117', 1),
	('pms.reservations.stay.118', 1),
	('pms.reservations.stay.119', 1),
	('pms.reservations.stay.120', 1),
	('pms.reservations.stay.121', 1),
	('pms.reservations.stay.122', 1),
	('pms.reservations.stay.123', 1),
	('pms.reservations.stay.124', 1),
	('pms.reservations.stay.125', 1),
	('pms.reservations.stay.126', 1),
	('pms.reservations.stay.127', 1),
	('pms.reservations.stay.128', 1),
	('pms.reservations.stay.129', 1),
	('pms.reservations.stay.130', 1),
	('pms.reservations.stay.131', 1),
	('pms.reservations.stay.132', 1),
	('pms.reservations.stay.133', 1),
	('pms.reservations.stay.134', 1),
	('pms.reservations.stay.135', 1),
	('pms.reservations.stay.136', 1),
	('pms.reservations.stay.137', 1),
	('pms.reservations.stay.138', 1),
	('pms.reservations.stay.139', 1),
	('pms.reservations.stay.140', 1),
	('pms.reservations.stay.141', 1),
	('pms.reservations.stay.142', 1),
	('pms.reservations.stay.143', 1),
	('pms.reservations.stay.144', 1),
	('pms.reservations.stay.145', 1),
	('pms.reservations.stay.146', 1),
	('pms.reservations.stay.147', 1),
	('pms.reservations.stay.148', 1),
	('pms.reservations.stay.149', 1),
	('pms.reservations.stay.150', 1),
	('pms.reservations.stay.151', 1),
	('pms.reservations.stay.152', 1),
	('pms.reservations.stay.153', 1),
	('pms.reservations.stay.154', 1),
	('pms.reservations.stay.155', 1),
	('pms.reservations.stay.156', 1),
	('pms.reservations.stay.157', 1),
	('pms.reservations.stay.158', 1),
	('pms.reservations.stay.159', 1),
	('pms.reservations.stay.160', 1),
	('pms.reservations.stay.161', 1),
	('pms.reservations.stay.162', 1),
	('pms.reservations.stay.163', 1),
	('pms.reservations.stay.164', 1),
	('pms.reservations.stay.165', 1),
	('pms.reservations.stay.166', 1),
	('pms.reservations.stay.167', 1),
	('pms.reservations.stay.168', 1),
	('pms.reservations.stay.169', 1),
	('pms.reservations.stay.170', 1),
	('pms.reservations.stay.171', 1),
	('pms.reservations.stay.172', 1),
	('pms.reservations.stay.173', 1),
	('pms.reservations.stay.174', 1),
	('pms.reservations.stay.175', 1),
	('pms.reservations.stay.176', 1),
	('pms.reservations.stay.177', 1),
	('pms.reservations.stay.178', 1),
	('pms.reservations.stay.179', 1),
	('pms.reservations.stay.180', 1),
	('pms.reservations.stay.181', 1),
	('pms.reservations.stay.182', 1),
	('pms.reservations.stay.183', 1),
	('pms.reservations.stay.184', 1),
	('pms.reservations.stay.185', 1),
	('pms.reservations.stay.186', 1),
	('pms.reservations.stay.187', 1),
	('pms.reservations.stay.188', 1),
	('pms.reservations.stay.189', 1),
	('pms.reservations.stay.190', 1),
	('pms.reservations.stay.191', 1),
	('pms.reservations.stay.192', 1),
	('pms.reservations.stay.193', 1),
	('pms.reservations.stay.194', 1),
	('pms.reservations.stay.195', 1),
	('pms.reservations.stay.196', 1),
	('pms.reservations.stay.197', 1),
	('pms.reservations.stay.198', 1),
	('pms.reservations.stay.199', 1),
	('pms.reservations.stay.200', 1),
	('pms.reservations.stay.4', 2),
	('pms.reservations.stay.7', 2),
	('pms.reservations.stay.10', 2),
	('pms.reservations.stay.13', 2),
	('pms.reservations.stay.16', 2),
	('pms.reservations.stay.19', 2),
	('pms.reservations.stay.22', 2),
	('pms.reservations.stay.25', 2),
	('pms.reservations.stay.28', 2),
	('pms.reservations.stay.31', 2),
	('pms.reservations.stay.34', 2),
	('pms.reservations.stay.37', 2),
	('pms.reservations.stay.40', 2),
	('pms.reservations.stay.43', 2),
	('pms.reservations.stay.46', 2),
	('pms.reservations.stay.49', 2),
	('pms.reservations.stay.52', 2),
	('pms.reservations.stay.55', 2),
	('pms.reservations.stay.58', 2),
	('pms.reservations.stay.61', 2),
	('pms.reservations.stay.64', 2),
	('pms.reservations.stay.67', 2),
	('pms.reservations.stay.70', 2),
	('pms.reservations.stay.73', 2),
	('pms.reservations.stay.76', 2),
	('pms.reservations.stay.79', 2),
	('pms.reservations.stay.93', 2),
	('pms.reservations.stay.1', 3),
	('pms.reservations.stay.202', 1),
	('pms.reservations.stay.2', 2),
	('pms.reservations.stay.5', 2),
	('pms.reservations.stay.8', 2),
	('pms.reservations.stay.11', 2),
	('pms.reservations.stay.14', 2),
	('pms.reservations.stay.17', 2),
	('pms.reservations.stay.21', 2),
	('pms.reservations.stay.24', 2),
	('pms.reservations.stay.27', 2),
	('pms.reservations.stay.30', 2),
	('pms.reservations.stay.33', 2),
	('pms.reservations.stay.36', 2),
	('pms.reservations.stay.39', 2),
	('pms.reservations.stay.42', 2),
	('pms.reservations.stay.45', 2),
	('pms.reservations.stay.48', 2),
	('pms.reservations.stay.51', 2),
	('pms.reservations.stay.54', 2),
	('pms.reservations.stay.57', 2),
	('pms.reservations.stay.60', 2),
	('pms.reservations.stay.63', 2),
	('pms.reservations.stay.66', 2),
	('pms.reservations.stay.69', 2),
	('pms.reservations.stay.72', 2),
	('pms.reservations.stay.75', 2),
	('pms.reservations.stay.78', 2),
	('pms.reservations.stay.201', 2),
	('pms.reservations.stay.6', 2),
	('pms.reservations.stay.9', 2),
	('pms.reservations.stay.12', 2),
	('pms.reservations.stay.15', 2),
	('pms.reservations.stay.18', 2),
	('pms.reservations.stay.20', 2),
	('pms.reservations.stay.23', 2),
	('pms.reservations.stay.26', 2),
	('pms.reservations.stay.29', 2),
	('pms.reservations.stay.32', 2),
	('pms.reservations.stay.35', 2),
	('pms.reservations.stay.38', 2),
	('pms.reservations.stay.41', 2),
	('pms.reservations.stay.44', 2),
	('pms.reservations.stay.47', 2),
	('pms.reservations.stay.50', 2),
	('pms.reservations.stay.53', 2),
	('pms.reservations.stay.56', 2),
	('pms.reservations.stay.59', 2),
	('pms.reservations.stay.62', 2),
	('pms.reservations.stay.65', 2),
	('pms.reservations.stay.68', 2),
	('pms.reservations.stay.71', 2),
	('pms.reservations.stay.74', 2),
	('pms.reservations.stay.77', 2);
INSERT INTO billing.projection_versions VALUES
	('pms.reservations.stay.80', 2),
	('pms.reservations.stay.3', 3);


--
-- Data for Name: schema_migrations; Type: TABLE DATA; Schema: billing; Owner: -
--

INSERT INTO billing.schema_migrations VALUES
	('kit_001_outbox.sql', '2026-11-24 18:41:30.675064+00'),
	('kit_002_projection_versions.sql', '2026-11-24 18:41:30.675064+00'),
	('kit_003_idempotency_keys.sql', '2026-11-24 18:41:30.675064+00'),
	('001_billing.sql', '2026-11-24 18:41:30.675064+00'),
	('002_desk_state_statistics.sql', '2026-11-24 18:41:30.675064+00');


--
-- Data for Name: stays; Type: TABLE DATA; Schema: billing; Owner: -
--

INSERT INTO billing.stays VALUES
	(81, 1081, 1, '2 Queens', 'James', 'Lee', '5204', NULL, '2026-11-24', '2026-11-25', 109.99, true, false, false, 1),
	(82, 1082, 3, 'Suite', 'Mary', 'Ramirez', '4397', NULL, '2026-11-24', '2026-11-26', 129.99, true, false, false, 1),
	(83, 1083, 2, 'King', 'Robert', 'Jones', '3581', NULL, '2026-11-24', '2026-11-27', 119.99, true, false, false, 1),
	(84, 1084, 1, '2 Queens', 'Patricia', 'Lopez', '2772', NULL, '2026-11-24', '2026-11-28', 109.99, true, false, false, 1),
	(85, 1085, 1, '2 Queens', 'John', 'Jackson', '1964', NULL, '2026-11-24', '2026-11-29', 109.99, true, false, false, 1),
	(86, 1086, 3, 'Suite', 'Jennifer', 'Sanchez', '1154', NULL, '2026-11-24', '2026-11-25', 129.99, true, false, false, 1),
	(87, 1087, 1, '2 Queens', 'Michael', 'Williams', '0347', NULL, '2026-11-24', '2026-11-26', 109.99, true, false, false, 1),
	(88, 1088, 2, 'King', 'Linda', 'Martinez', '9531', NULL, '2026-11-24', '2026-11-27', 119.99, true, false, false, 1),
	(89, 1089, 3, 'Suite', 'David', 'Taylor', '8723', NULL, '2026-11-24', '2026-11-28', 129.99, true, false, false, 1),
	(90, 1090, 1, '2 Queens', 'Elizabeth', 'White', '7915', NULL, '2026-11-24', '2026-11-29', 109.99, true, false, false, 1),
	(91, 1091, 1, '2 Queens', 'William', 'Smith', '7105', NULL, '2026-11-24', '2026-11-25', 109.99, true, false, false, 1),
	(92, 1092, 3, 'Suite', 'Barbara', 'Davis', '6297', NULL, '2026-11-24', '2026-11-26', 129.99, true, false, false, 1),
	(94, 1094, 1, '2 Queens', 'Susan', 'Perez', '4674', NULL, '2026-11-24', '2026-11-28', 109.99, true, false, false, 1),
	(95, 1095, 1, '2 Queens', 'Joseph', 'Lewis', '3866', NULL, '2026-11-24', '2026-11-29', 109.99, true, false, false, 1),
	(96, 1096, 3, 'Suite', 'Jessica', 'Garcia', '3055', NULL, '2026-11-24', '2026-11-25', 129.99, true, false, false, 1),
	(97, 1097, 1, '2 Queens', 'Thomas', 'Gonzalez', '2248', NULL, '2026-11-24', '2026-11-26', 109.99, true, false, false, 1),
	(98, 1098, 2, 'King', 'Sarah', 'Martin', '1432', NULL, '2026-11-24', '2026-11-27', 119.99, true, false, false, 1),
	(99, 1099, 3, 'Suite', 'Charles', 'Clark', '0624', NULL, '2026-11-24', '2026-11-28', 129.99, true, false, false, 1),
	(100, 1100, 1, '2 Queens', 'Karen', 'Brown', '9816', NULL, '2026-11-24', '2026-11-29', 109.99, true, false, false, 1),
	(101, 1101, 1, '2 Queens', 'James', 'Hernandez', '9006', NULL, '2026-11-24', '2026-11-25', 109.99, true, false, false, 1),
	(102, 1102, 3, 'Suite', 'Mary', 'Moore', '8190', NULL, '2026-11-24', '2026-11-26', 129.99, true, false, false, 1),
	(103, 1103, 2, 'King', 'Robert', 'Harris', '7382', NULL, '2026-11-24', '2026-11-27', 119.99, true, false, false, 1),
	(104, 1104, 1, '2 Queens', 'Patricia', 'Johnson', '6574', NULL, '2026-11-24', '2026-11-28', 109.99, true, false, false, 1),
	(105, 1105, 1, '2 Queens', 'John', 'Rodriguez', '5766', NULL, '2026-11-24', '2026-11-29', 109.99, true, false, false, 1),
	(106, 1106, 3, 'Suite', 'Jennifer', 'Thomas', '4959', NULL, '2026-11-24', '2026-11-25', 129.99, true, false, false, 1),
	(107, 1107, 1, '2 Queens', 'Michael', 'Thompson', '4142', NULL, '2026-11-24', '2026-11-26', 109.99, true, false, false, 1),
	(108, 1108, 2, 'King', 'Linda', 'Robinson', '3334', NULL, '2026-11-24', '2026-11-27', 119.99, true, false, false, 1),
	(109, 1109, 3, 'Suite', 'David', 'Miller', '2525', NULL, '2026-11-24', '2026-11-28', 129.99, true, false, false, 1),
	(110, 1110, 1, '2 Queens', 'Elizabeth', 'Wilson', '1717', NULL, '2026-11-24', '2026-11-29', 109.99, true, false, false, 1),
	(111, 1111, 1, '2 Queens', 'William', 'Lee', '0909', NULL, '2026-11-24', '2026-11-25', 109.99, true, false, false, 1),
	(112, 1112, 3, 'Suite', 'Barbara', 'Ramirez', '0091', NULL, '2026-11-24', '2026-11-26', 129.99, true, false, false, 1),
	(113, 1113, 2, 'King', 'Richard', 'Jones', '9283', NULL, '2026-11-24', '2026-11-27', 119.99, true, false, false, 1),
	(114, 1114, 1, '2 Queens', 'Susan', 'Lopez', '8475', NULL, '2026-11-24', '2026-11-28', 109.99, true, false, false, 1),
	(115, 1115, 1, '2 Queens', 'Joseph', 'Jackson', '7667', NULL, '2026-11-24', '2026-11-29', 109.99, true, false, false, 1),
	(116, 1116, 3, 'Suite', 'Jessica', 'Sanchez', '6859', NULL, '2026-11-24', '2026-11-25', 129.99, true, false, false, 1),
	(117, 1117, 1, '2 Queens', 'Thomas', 'Williams', '6042', NULL, '2026-11-24', '2026-11-26', 109.99, true, false, false, 1),
	(118, 1118, 2, 'King', 'Sarah', 'Martinez', '5234', NULL, '2026-11-24', '2026-11-27', 119.99, true, false, false, 1),
	(119, 1119, 3, 'Suite', 'Charles', 'Taylor', '4427', NULL, '2026-11-24', '2026-11-28', 129.99, true, false, false, 1),
	(120, 1120, 1, '2 Queens', 'Karen', 'White', '3619', NULL, '2026-11-24', '2026-11-29', 109.99, true, false, false, 1),
	(121, 1121, 1, '2 Queens', 'James', 'Smith', '2800', NULL, '2026-11-25', '2026-11-26', 109.99, true, false, false, 1),
	(122, 1122, 3, 'Suite', 'Mary', 'Davis', '1994', NULL, '2026-11-26', '2026-11-28', 129.99, true, false, false, 1),
	(123, 1123, 2, 'King', 'Robert', 'Anderson', '1184', NULL, '2026-11-27', '2026-11-30', 119.99, true, false, false, 1),
	(124, 1124, 1, '2 Queens', 'Patricia', 'Perez', '0376', NULL, '2026-11-28', '2026-12-02', 109.99, true, false, false, 1),
	(125, 1125, 1, '2 Queens', 'John', 'Lewis', '9568', NULL, '2026-11-29', '2026-11-30', 109.99, true, false, false, 1),
	(126, 1126, 3, 'Suite', 'Jennifer', 'Garcia', '8752', NULL, '2026-11-30', '2026-12-02', 129.99, true, false, false, 1),
	(127, 1127, 1, '2 Queens', 'Michael', 'Gonzalez', '7945', NULL, '2026-12-01', '2026-12-04', 109.99, true, false, false, 1),
	(128, 1128, 2, 'King', 'Linda', 'Martin', '7133', NULL, '2026-12-02', '2026-12-06', 119.99, true, false, false, 1),
	(129, 1129, 3, 'Suite', 'David', 'Clark', '6325', NULL, '2026-12-03', '2026-12-04', 129.99, true, false, false, 1),
	(130, 1130, 1, '2 Queens', 'Elizabeth', 'Brown', '5517', NULL, '2026-12-04', '2026-12-06', 109.99, true, false, false, 1),
	(131, 1131, 1, '2 Queens', 'William', 'Hernandez', '4702', NULL, '2026-12-05', '2026-12-08', 109.99, true, false, false, 1),
	(132, 1132, 3, 'Suite', 'Barbara', 'Moore', '3894', NULL, '2026-12-06', '2026-12-10', 129.99, true, false, false, 1),
	(133, 1133, 2, 'King', 'Richard', 'Harris', '3084', NULL, '2026-12-07', '2026-12-08', 119.99, true, false, false, 1),
	(134, 1134, 1, '2 Queens', 'Susan', 'Johnson', '2275', NULL, '2026-12-08', '2026-12-10', 109.99, true, false, false, 1),
	(135, 1135, 1, '2 Queens', 'Joseph', 'Rodriguez', '1467', NULL, '2026-12-09', '2026-12-12', 109.99, true, false, false, 1),
	(136, 1136, 3, 'Suite', 'Jessica', 'Thomas', '0651', NULL, '2026-12-10', '2026-12-14', 129.99, true, false, false, 1),
	(137, 1137, 1, '2 Queens', 'Thomas', 'Thompson', '9844', NULL, '2026-12-11', '2026-12-12', 109.99, true, false, false, 1),
	(138, 1138, 2, 'King', 'Sarah', 'Robinson', '9034', NULL, '2026-12-12', '2026-12-14', 119.99, true, false, false, 1),
	(139, 1139, 3, 'Suite', 'Charles', 'Miller', '8226', NULL, '2026-12-13', '2026-12-16', 129.99, true, false, false, 1),
	(140, 1140, 1, '2 Queens', 'Karen', 'Wilson', '7418', NULL, '2026-12-14', '2026-12-18', 109.99, true, false, false, 1),
	(141, 1141, 1, '2 Queens', 'James', 'Lee', '6602', NULL, '2026-11-25', '2026-11-26', 109.99, true, false, false, 1),
	(142, 1142, 3, 'Suite', 'Mary', 'Ramirez', '5794', NULL, '2026-11-26', '2026-11-28', 129.99, true, false, false, 1),
	(143, 1143, 2, 'King', 'Robert', 'Jones', '4987', NULL, '2026-11-27', '2026-11-30', 119.99, true, false, false, 1),
	(144, 1144, 1, '2 Queens', 'Patricia', 'Lopez', '4177', NULL, '2026-11-28', '2026-12-02', 109.99, true, false, false, 1),
	(145, 1145, 1, '2 Queens', 'John', 'Jackson', '3369', NULL, '2026-11-29', '2026-11-30', 109.99, true, false, false, 1),
	(146, 1146, 3, 'Suite', 'Jennifer', 'Sanchez', '2553', NULL, '2026-11-30', '2026-12-02', 129.99, true, false, false, 1),
	(147, 1147, 1, '2 Queens', 'Michael', 'Williams', '1745', NULL, '2026-12-01', '2026-12-04', 109.99, true, false, false, 1),
	(148, 1148, 2, 'King', 'Linda', 'Martinez', '0937', NULL, '2026-12-02', '2026-12-06', 119.99, true, false, false, 1),
	(149, 1149, 3, 'Suite', 'David', 'Taylor', '0127', NULL, '2026-12-03', '2026-12-04', 129.99, true, false, false, 1),
	(150, 1150, 1, '2 Queens', 'Elizabeth', 'White', '9311', NULL, '2026-12-04', '2026-12-06', 109.99, true, false, false, 1),
	(151, 1151, 1, '2 Queens', 'William', 'Smith', '8503', NULL, '2026-12-05', '2026-12-08', 109.99, true, false, false, 1),
	(152, 1152, 3, 'Suite', 'Barbara', 'Davis', '7695', NULL, '2026-12-06', '2026-12-10', 129.99, true, false, false, 1),
	(153, 1153, 2, 'King', 'Richard', 'Anderson', '6887', NULL, '2026-12-07', '2026-12-08', 119.99, true, false, false, 1),
	(154, 1154, 1, '2 Queens', 'Susan', 'Perez', '6077', NULL, '2026-12-08', '2026-12-10', 109.99, true, false, false, 1),
	(155, 1155, 1, '2 Queens', 'Joseph', 'Lewis', '5261', NULL, '2026-12-09', '2026-12-12', 109.99, true, false, false, 1),
	(156, 1156, 3, 'Suite', 'Jessica', 'Garcia', '4454', NULL, '2026-12-10', '2026-12-14', 129.99, true, false, false, 1),
	(157, 1157, 1, '2 Queens', 'Thomas', 'Gonzalez', '3647', NULL, '2026-12-11', '2026-12-12', 109.99, true, false, false, 1),
	(158, 1158, 2, 'King', 'Sarah', 'Martin', '2839', NULL, '2026-12-12', '2026-12-14', 119.99, true, false, false, 1),
	(159, 1159, 3, 'Suite', 'Charles', 'Clark', '2028', NULL, '2026-12-13', '2026-12-16', 129.99, true, false, false, 1),
	(160, 1160, 1, '2 Queens', 'Karen', 'Brown', '1212', NULL, '2026-12-14', '2026-12-18', 109.99, true, false, false, 1),
	(161, 1161, 1, '2 Queens', 'James', 'Hernandez', '0404', NULL, '2026-11-25', '2026-11-26', 109.99, true, false, false, 1),
	(164, 1164, 1, '2 Queens', 'Patricia', 'Johnson', '7970', NULL, '2026-11-28', '2026-12-02', 109.99, true, false, false, 1),
	(167, 1167, 1, '2 Queens', 'Michael', 'Thompson', '5547', NULL, '2026-12-01', '2026-12-04', 109.99, true, false, false, 1),
	(170, 1170, 1, '2 Queens', 'Elizabeth', 'Wilson', '3114', NULL, '2026-12-04', '2026-12-06', 109.99, true, false, false, 1),
	(173, 1173, 2, 'King', 'Richard', 'Jones', '0689', NULL, '2026-12-07', '2026-12-08', 119.99, true, false, false, 1),
	(176, 1176, 3, 'Suite', 'Jessica', 'Sanchez', '8255', NULL, '2026-12-10', '2026-12-14', 129.99, true, false, false, 1),
	(179, 1179, 3, 'Suite', 'Charles', 'Taylor', '5824', NULL, '2026-12-13', '2026-12-16', 129.99, true, false, false, 1),
	(182, 1182, 3, 'Suite', 'Mary', 'Davis', '3399', NULL, '2026-11-26', '2026-11-28', 129.99, true, false, false, 1),
	(185, 1185, 1, '2 Queens', 'John', 'Lewis', '0966', NULL, '2026-11-29', '2026-11-30', 109.99, true, false, false, 1),
	(188, 1188, 2, 'King', 'Linda', 'Martin', '8531', NULL, '2026-12-02', '2026-12-06', 119.99, true, false, false, 1),
	(191, 1191, 1, '2 Queens', 'William', 'Hernandez', '6107', NULL, '2026-12-05', '2026-12-08', 109.99, true, false, false, 1),
	(194, 1194, 1, '2 Queens', 'Susan', 'Johnson', '3676', NULL, '2026-12-08', '2026-12-10', 109.99, true, false, false, 1),
	(197, 1197, 1, '2 Queens', 'Thomas', 'Thompson', '1240', NULL, '2026-12-11', '2026-12-12', 109.99, true, false, false, 1),
	(200, 1200, 1, '2 Queens', 'Karen', 'Wilson', '8818', NULL, '2026-12-14', '2026-12-18', 109.99, true, false, false, 1),
	(6, 1006, 3, 'Suite', 'Jennifer', 'Garcia', '5956', '108', '2026-11-22', '2026-11-24', 129.99, true, true, false, 2),
	(9, 1009, 3, 'Suite', 'David', 'Clark', '3521', '110', '2026-11-23', '2026-11-24', 129.99, true, true, false, 2),
	(12, 1012, 3, 'Suite', 'Barbara', 'Moore', '1097', '116', '2026-11-20', '2026-11-24', 129.99, true, true, false, 2),
	(15, 1015, 1, '2 Queens', 'Joseph', 'Rodriguez', '8663', '115', '2026-11-21', '2026-11-24', 109.99, true, true, false, 2),
	(18, 1018, 2, 'King', 'Sarah', 'Robinson', '6230', '114', '2026-11-22', '2026-11-24', 119.99, true, true, false, 2),
	(20, 1020, 1, '2 Queens', 'Karen', 'Wilson', '4614', '119', '2026-11-20', '2026-11-24', 109.99, true, true, false, 2),
	(23, 1023, 2, 'King', 'Robert', 'Jones', '2180', '122', '2026-11-21', '2026-11-24', 119.99, true, true, false, 2),
	(26, 1026, 3, 'Suite', 'Jennifer', 'Sanchez', '9758', '128', '2026-11-22', '2026-11-24', 129.99, true, true, false, 2),
	(29, 1029, 3, 'Suite', 'David', 'Taylor', '7323', '130', '2026-11-23', '2026-11-24', 129.99, true, true, false, 2),
	(32, 1032, 3, 'Suite', 'Barbara', 'Davis', '4892', '136', '2026-11-20', '2026-11-24', 129.99, true, true, false, 2),
	(35, 1035, 1, '2 Queens', 'Joseph', 'Lewis', '2467', '135', '2026-11-21', '2026-11-24', 109.99, true, true, false, 2),
	(38, 1038, 2, 'King', 'Sarah', 'Martin', '0032', '134', '2026-11-22', '2026-11-24', 119.99, true, true, false, 2),
	(41, 1041, 1, '2 Queens', 'James', 'Hernandez', '7600', '141', '2026-11-23', '2026-11-25', 109.99, true, true, false, 2),
	(44, 1044, 1, '2 Queens', 'Patricia', 'Johnson', '5174', '143', '2026-11-23', '2026-11-28', 109.99, true, true, false, 2),
	(47, 1047, 1, '2 Queens', 'Michael', 'Thompson', '2743', '147', '2026-11-23', '2026-11-26', 109.99, true, true, false, 2),
	(50, 1050, 1, '2 Queens', 'Elizabeth', 'Wilson', '0319', '149', '2026-11-23', '2026-11-29', 109.99, true, true, false, 2),
	(53, 1053, 2, 'King', 'Richard', 'Jones', '7885', '202', '2026-11-23', '2026-11-27', 119.99, true, true, false, 2),
	(56, 1056, 3, 'Suite', 'Jessica', 'Sanchez', '5451', '208', '2026-11-23', '2026-11-25', 129.99, true, true, false, 2),
	(59, 1059, 3, 'Suite', 'Charles', 'Taylor', '3028', '210', '2026-11-23', '2026-11-28', 129.99, true, true, false, 2),
	(62, 1062, 3, 'Suite', 'Mary', 'Davis', '0594', '216', '2026-11-23', '2026-11-26', 129.99, true, true, false, 2),
	(65, 1065, 1, '2 Queens', 'John', 'Lewis', '8160', '215', '2026-11-23', '2026-11-29', 109.99, true, true, false, 2),
	(68, 1068, 2, 'King', 'Linda', 'Martin', '5737', '214', '2026-11-23', '2026-11-27', 119.99, true, true, false, 2),
	(71, 1071, 1, '2 Queens', 'William', 'Hernandez', '3303', '221', '2026-11-23', '2026-11-25', 109.99, true, true, false, 2),
	(74, 1074, 1, '2 Queens', 'Susan', 'Johnson', '0871', '223', '2026-11-23', '2026-11-28', 109.99, true, true, false, 2),
	(77, 1077, 1, '2 Queens', 'Thomas', 'Thompson', '8446', '227', '2026-11-23', '2026-11-26', 109.99, true, true, false, 2),
	(80, 1080, 1, '2 Queens', 'Karen', 'Wilson', '6012', '229', '2026-11-23', '2026-11-29', 109.99, true, true, false, 2),
	(3, 1003, 2, 'King', 'Robert', 'Anderson', '8388', '102', '2026-11-21', '2026-11-24', 119.99, true, true, true, 3),
	(162, 1162, 3, 'Suite', 'Mary', 'Moore', '9596', NULL, '2026-11-26', '2026-11-28', 129.99, true, false, false, 1),
	(165, 1165, 1, '2 Queens', 'John', 'Rodriguez', '7162', NULL, '2026-11-29', '2026-11-30', 109.99, true, false, false, 1),
	(168, 1168, 2, 'King', 'Linda', 'Robinson', '4730', NULL, '2026-12-02', '2026-12-06', 119.99, true, false, false, 1),
	(171, 1171, 1, '2 Queens', 'William', 'Lee', '2306', NULL, '2026-12-05', '2026-12-08', 109.99, true, false, false, 1),
	(174, 1174, 1, '2 Queens', 'Susan', 'Lopez', '9873', NULL, '2026-12-08', '2026-12-10', 109.99, true, false, false, 1),
	(177, 1177, 1, '2 Queens', 'Thomas', 'Williams', '7448', NULL, '2026-12-11', '2026-12-12', 109.99, true, false, false, 1),
	(180, 1180, 1, '2 Queens', 'Karen', 'White', '5014', NULL, '2026-12-14', '2026-12-18', 109.99, true, false, false, 1),
	(183, 1183, 2, 'King', 'Robert', 'Anderson', '2581', NULL, '2026-11-27', '2026-11-30', 119.99, true, false, false, 1),
	(186, 1186, 3, 'Suite', 'Jennifer', 'Garcia', '0156', NULL, '2026-11-30', '2026-12-02', 129.99, true, false, false, 1),
	(189, 1189, 3, 'Suite', 'David', 'Clark', '7725', NULL, '2026-12-03', '2026-12-04', 129.99, true, false, false, 1),
	(192, 1192, 3, 'Suite', 'Barbara', 'Moore', '5299', NULL, '2026-12-06', '2026-12-10', 129.99, true, false, false, 1),
	(195, 1195, 1, '2 Queens', 'Joseph', 'Rodriguez', '2868', NULL, '2026-12-09', '2026-12-12', 109.99, true, false, false, 1),
	(198, 1198, 2, 'King', 'Sarah', 'Robinson', '0432', NULL, '2026-12-12', '2026-12-14', 119.99, true, false, false, 1),
	(4, 1004, 1, '2 Queens', 'Patricia', 'Perez', '7570', '103', '2026-11-20', '2026-11-24', 109.99, true, true, false, 2),
	(7, 1007, 1, '2 Queens', 'Michael', 'Gonzalez', '5147', '107', '2026-11-21', '2026-11-24', 109.99, true, true, false, 2),
	(10, 1010, 1, '2 Queens', 'Elizabeth', 'Brown', '2713', '109', '2026-11-22', '2026-11-24', 109.99, true, true, false, 2),
	(13, 1013, 2, 'King', 'Richard', 'Harris', '0289', '112', '2026-11-23', '2026-11-24', 119.99, true, true, false, 2),
	(16, 1016, 3, 'Suite', 'Jessica', 'Thomas', '7857', '118', '2026-11-20', '2026-11-24', 129.99, true, true, false, 2),
	(19, 1019, 3, 'Suite', 'Charles', 'Miller', '5422', '120', '2026-11-21', '2026-11-24', 129.99, true, true, false, 2),
	(22, 1022, 3, 'Suite', 'Mary', 'Ramirez', '2990', '126', '2026-11-22', '2026-11-24', 129.99, true, true, false, 2),
	(25, 1025, 1, '2 Queens', 'John', 'Jackson', '0564', '125', '2026-11-23', '2026-11-24', 109.99, true, true, false, 2),
	(28, 1028, 2, 'King', 'Linda', 'Martinez', '8131', '124', '2026-11-20', '2026-11-24', 119.99, true, true, false, 2),
	(31, 1031, 1, '2 Queens', 'William', 'Smith', '5709', '131', '2026-11-21', '2026-11-24', 109.99, true, true, false, 2),
	(34, 1034, 1, '2 Queens', 'Susan', 'Perez', '3273', '133', '2026-11-22', '2026-11-24', 109.99, true, true, false, 2),
	(37, 1037, 1, '2 Queens', 'Thomas', 'Gonzalez', '0842', '137', '2026-11-23', '2026-11-24', 109.99, true, true, false, 2),
	(40, 1040, 1, '2 Queens', 'Karen', 'Brown', '8418', '139', '2026-11-20', '2026-11-24', 109.99, true, true, false, 2),
	(43, 1043, 2, 'King', 'Robert', 'Harris', '5984', '142', '2026-11-21', '2026-11-27', 119.99, true, true, false, 2),
	(46, 1046, 3, 'Suite', 'Jennifer', 'Thomas', '3550', '148', '2026-11-21', '2026-11-25', 129.99, true, true, false, 2),
	(49, 1049, 3, 'Suite', 'David', 'Miller', '1125', '150', '2026-11-21', '2026-11-28', 129.99, true, true, false, 2),
	(52, 1052, 3, 'Suite', 'Barbara', 'Ramirez', '8693', '206', '2026-11-21', '2026-11-26', 129.99, true, true, false, 2),
	(55, 1055, 1, '2 Queens', 'Joseph', 'Jackson', '6269', '205', '2026-11-21', '2026-11-29', 109.99, true, true, false, 2),
	(58, 1058, 2, 'King', 'Sarah', 'Martinez', '3836', '204', '2026-11-21', '2026-11-27', 119.99, true, true, false, 2),
	(61, 1061, 1, '2 Queens', 'James', 'Smith', '1402', '211', '2026-11-21', '2026-11-25', 109.99, true, true, false, 2),
	(64, 1064, 1, '2 Queens', 'Patricia', 'Perez', '8970', '213', '2026-11-21', '2026-11-28', 109.99, true, true, false, 2),
	(67, 1067, 1, '2 Queens', 'Michael', 'Gonzalez', '6545', '217', '2026-11-21', '2026-11-26', 109.99, true, true, false, 2),
	(70, 1070, 1, '2 Queens', 'Elizabeth', 'Brown', '4112', '219', '2026-11-21', '2026-11-29', 109.99, true, true, false, 2),
	(73, 1073, 2, 'King', 'Richard', 'Harris', '1687', '222', '2026-11-21', '2026-11-27', 119.99, true, true, false, 2),
	(76, 1076, 3, 'Suite', 'Jessica', 'Thomas', '9253', '228', '2026-11-21', '2026-11-25', 129.99, true, true, false, 2),
	(79, 1079, 3, 'Suite', 'Charles', 'Miller', '6822', '230', '2026-11-21', '2026-11-28', 129.99, true, true, false, 2),
	(93, 1093, 2, 'King', 'Richard', 'Anderson', '5481', '232', '2026-11-24', '2026-11-27', 119.99, true, true, false, 2),
	(1, 1001, 1, '2 Queens', 'James', 'Smith', '0002', '101', '2026-11-23', '2026-11-24', 109.99, true, true, true, 3),
	(202, 1202, 3, 'Suite', 'Alan', 'Turing', '4444', NULL, '2026-11-24', '2026-11-29', 129.99, true, false, false, 1),
	(163, 1163, 2, 'King', 'Robert', 'Harris', '8788', NULL, '2026-11-27', '2026-11-30', 119.99, true, false, false, 1),
	(166, 1166, 3, 'Suite', 'Jennifer', 'Thomas', '6354', NULL, '2026-11-30', '2026-12-02', 129.99, true, false, false, 1),
	(169, 1169, 3, 'Suite', 'David', 'Miller', '3922', NULL, '2026-12-03', '2026-12-04', 129.99, true, false, false, 1),
	(172, 1172, 3, 'Suite', 'Barbara', 'Ramirez', '1497', NULL, '2026-12-06', '2026-12-10', 129.99, true, false, false, 1),
	(175, 1175, 1, '2 Queens', 'Joseph', 'Jackson', '9063', NULL, '2026-12-09', '2026-12-12', 109.99, true, false, false, 1),
	(178, 1178, 2, 'King', 'Sarah', 'Martinez', '6630', NULL, '2026-12-12', '2026-12-14', 119.99, true, false, false, 1),
	(181, 1181, 1, '2 Queens', 'James', 'Smith', '4207', NULL, '2026-11-25', '2026-11-26', 109.99, true, false, false, 1),
	(184, 1184, 1, '2 Queens', 'Patricia', 'Perez', '1775', NULL, '2026-11-28', '2026-12-02', 109.99, true, false, false, 1),
	(187, 1187, 1, '2 Queens', 'Michael', 'Gonzalez', '9349', NULL, '2026-12-01', '2026-12-04', 109.99, true, false, false, 1),
	(190, 1190, 1, '2 Queens', 'Elizabeth', 'Brown', '6917', NULL, '2026-12-04', '2026-12-06', 109.99, true, false, false, 1),
	(193, 1193, 2, 'King', 'Richard', 'Harris', '4482', NULL, '2026-12-07', '2026-12-08', 119.99, true, false, false, 1),
	(196, 1196, 3, 'Suite', 'Jessica', 'Thomas', '2058', NULL, '2026-12-10', '2026-12-14', 129.99, true, false, false, 1),
	(199, 1199, 3, 'Suite', 'Charles', 'Miller', '9626', NULL, '2026-12-13', '2026-12-16', 129.99, true, false, false, 1),
	(2, 1002, 3, 'Suite', 'Mary', 'Davis', '9196', '106', '2026-11-22', '2026-11-24', 129.99, true, true, false, 2),
	(5, 1005, 1, '2 Queens', 'John', 'Lewis', '6762', '105', '2026-11-23', '2026-11-24', 109.99, true, true, false, 2),
	(8, 1008, 2, 'King', 'Linda', 'Martin', '4339', '104', '2026-11-20', '2026-11-24', 119.99, true, true, false, 2),
	(11, 1011, 1, '2 Queens', 'William', 'Hernandez', '1907', '111', '2026-11-21', '2026-11-24', 109.99, true, true, false, 2),
	(14, 1014, 1, '2 Queens', 'Susan', 'Johnson', '9471', '113', '2026-11-22', '2026-11-24', 109.99, true, true, false, 2),
	(17, 1017, 1, '2 Queens', 'Thomas', 'Thompson', '7048', '117', '2026-11-23', '2026-11-24', 109.99, true, true, false, 2),
	(21, 1021, 1, '2 Queens', 'James', 'Lee', '3808', '121', '2026-11-23', '2026-11-24', 109.99, true, true, false, 2),
	(24, 1024, 1, '2 Queens', 'Patricia', 'Lopez', '1372', '123', '2026-11-20', '2026-11-24', 109.99, true, true, false, 2),
	(27, 1027, 1, '2 Queens', 'Michael', 'Williams', '8941', '127', '2026-11-21', '2026-11-24', 109.99, true, true, false, 2),
	(30, 1030, 1, '2 Queens', 'Elizabeth', 'White', '6517', '129', '2026-11-22', '2026-11-24', 109.99, true, true, false, 2),
	(33, 1033, 2, 'King', 'Richard', 'Anderson', '4081', '132', '2026-11-23', '2026-11-24', 119.99, true, true, false, 2),
	(36, 1036, 3, 'Suite', 'Jessica', 'Garcia', '1659', '138', '2026-11-20', '2026-11-24', 129.99, true, true, false, 2),
	(39, 1039, 3, 'Suite', 'Charles', 'Clark', '9224', '140', '2026-11-21', '2026-11-24', 129.99, true, true, false, 2),
	(42, 1042, 3, 'Suite', 'Mary', 'Moore', '6792', '146', '2026-11-22', '2026-11-26', 129.99, true, true, false, 2),
	(45, 1045, 1, '2 Queens', 'John', 'Rodriguez', '4369', '145', '2026-11-22', '2026-11-29', 109.99, true, true, false, 2),
	(48, 1048, 2, 'King', 'Linda', 'Robinson', '1935', '144', '2026-11-22', '2026-11-27', 119.99, true, true, false, 2),
	(51, 1051, 1, '2 Queens', 'William', 'Lee', '9501', '201', '2026-11-22', '2026-11-25', 109.99, true, true, false, 2),
	(54, 1054, 1, '2 Queens', 'Susan', 'Lopez', '7077', '203', '2026-11-22', '2026-11-28', 109.99, true, true, false, 2),
	(57, 1057, 1, '2 Queens', 'Thomas', 'Williams', '4645', '207', '2026-11-22', '2026-11-26', 109.99, true, true, false, 2),
	(60, 1060, 1, '2 Queens', 'Karen', 'White', '2210', '209', '2026-11-22', '2026-11-29', 109.99, true, true, false, 2),
	(63, 1063, 2, 'King', 'Robert', 'Anderson', '9786', '212', '2026-11-22', '2026-11-27', 119.99, true, true, false, 2),
	(66, 1066, 3, 'Suite', 'Jennifer', 'Garcia', '7352', '218', '2026-11-22', '2026-11-25', 129.99, true, true, false, 2),
	(69, 1069, 3, 'Suite', 'David', 'Clark', '4922', '220', '2026-11-22', '2026-11-28', 129.99, true, true, false, 2),
	(72, 1072, 3, 'Suite', 'Barbara', 'Moore', '2495', '226', '2026-11-22', '2026-11-26', 129.99, true, true, false, 2),
	(75, 1075, 1, '2 Queens', 'Joseph', 'Rodriguez', '0061', '225', '2026-11-22', '2026-11-29', 109.99, true, true, false, 2);
INSERT INTO billing.stays VALUES
	(78, 1078, 2, 'King', 'Sarah', 'Robinson', '7630', '224', '2026-11-22', '2026-11-27', 119.99, true, true, false, 2),
	(201, 1201, 1, '2 Queens', 'Ada', 'Lovelace', '1111', NULL, '2026-11-27', '2026-11-29', 109.99, false, false, false, 2);


--
-- Data for Name: tax_rates; Type: TABLE DATA; Schema: billing; Owner: -
--

INSERT INTO billing.tax_rates VALUES
	(true, 0.0500, 0.0300, 0.0700, '2026-11-24 18:41:30.705145+00');


--
-- Data for Name: consumer_identity; Type: TABLE DATA; Schema: reservations; Owner: -
--

INSERT INTO reservations.consumer_identity VALUES
	(true, 'c2db3624c4b1');


--
-- Data for Name: customers; Type: TABLE DATA; Schema: reservations; Owner: -
--

INSERT INTO reservations.customers VALUES
	(1, 'James', 'Smith', '100 Main St', 'Cleveland', 'Ohio', '44114', 'james.smith0@example.com', '216-555-1000', '\x01dc56000ea2d4bf74e9eb406eb4a4b916f68aa5a58b68332e5700fe1ee224d52488e1ad2487bb9a08dff2e579', 'd1047dd1f4ce7eb5', '0002', '01/29', '2026-11-23 14:00:00+00'),
	(2, 'Mary', 'Davis', '101 Main St', 'Columbus', 'Ohio', '43215', 'mary.davis1@example.com', '216-555-1001', '\x01b5c926abbbac3048a328e0d601ae8596d83bca8d095a64314fa01fbec3dcc22e6a3ba144951ebd5b35606abf', 'd1047dd1f4ce7eb5', '9196', '02/29', '2026-11-22 14:00:00+00'),
	(3, 'Robert', 'Anderson', '102 Main St', 'Pittsburgh', 'Pennsylvania', '15222', 'robert.anderson2@example.com', '216-555-1002', '\x0154e363a60026e2ef14daf6f756760685d56225ad7c142b7ac0e097fe4b76abb8f7e86b77caeead358857a054', 'd1047dd1f4ce7eb5', '8388', '03/29', '2026-11-21 14:00:00+00'),
	(4, 'Patricia', 'Perez', '103 Main St', 'Detroit', 'Michigan', '48226', 'patricia.perez3@example.com', '216-555-1003', '\x017e7993edc8dce4d0e43e1f0fe25abc20d247930917d17e153bc3bb51ab6903c286dbd73a8a77e2f05a88e495', 'd1047dd1f4ce7eb5', '7570', '04/29', '2026-11-20 14:00:00+00'),
	(5, 'John', 'Lewis', '104 Main St', 'Chicago', 'Illinois', '60601', 'john.lewis4@example.com', '216-555-1004', '\x01ad90a2c00f18e7d4893e02520a0de39f1b8b7424a7a51b9a40bbad174f3fec0d835edeb9de60d6fcec1e09c7', 'd1047dd1f4ce7eb5', '6762', '05/29', '2026-11-23 14:00:00+00'),
	(6, 'Jennifer', 'Garcia', '105 Main St', 'Buffalo', 'New York', '14202', 'jennifer.garcia5@example.com', '216-555-1005', '\x01d638aa73fdae563053d642ccae8d933bfbcd29d3d1529b03821ab57337c3d2830a9107f979ed6eeb54101f7e', 'd1047dd1f4ce7eb5', '5956', '06/29', '2026-11-22 14:00:00+00'),
	(7, 'Michael', 'Gonzalez', '106 Main St', 'Cleveland', 'Ohio', '44114', 'michael.gonzalez6@example.com', '216-555-1006', '\x01e51f2e84d657be335b03fde089246d57b23fb80be64b2b6f2b56abe8d603ea1729e9a325c3bb1fe31793f4f7', 'd1047dd1f4ce7eb5', '5147', '07/29', '2026-11-21 14:00:00+00'),
	(8, 'Linda', 'Martin', '107 Main St', 'Columbus', 'Ohio', '43215', 'linda.martin7@example.com', '216-555-1007', '\x012c6614875895dd8ee5197fa38294d9e4989de30d042f6b5eb44af80a82687aade93b6518ab612e8964932e70', 'd1047dd1f4ce7eb5', '4339', '08/29', '2026-11-20 14:00:00+00'),
	(9, 'David', 'Clark', '108 Main St', 'Pittsburgh', 'Pennsylvania', '15222', 'david.clark8@example.com', '216-555-1008', '\x01e28781940846e14e669179f7b213ca617aa8938cc9e0f1d4031a247876e8dce9ca3027b36da80a8e42dc2cc5', 'd1047dd1f4ce7eb5', '3521', '09/29', '2026-11-23 14:00:00+00'),
	(10, 'Elizabeth', 'Brown', '109 Main St', 'Detroit', 'Michigan', '48226', 'elizabeth.brown9@example.com', '216-555-1009', '\x01cd4bd2e929c2607973dba8e8de075d71519954d8d610ebe9332fedb59c95255b523a0b6cc978c8ba6e80ff2f', 'd1047dd1f4ce7eb5', '2713', '10/29', '2026-11-22 14:00:00+00'),
	(11, 'William', 'Hernandez', '110 Main St', 'Chicago', 'Illinois', '60601', 'william.hernandez10@example.com', '216-555-1010', '\x01f0bca73d770f3b4583780ccfe13bfda9515e7c18132f80d5a70aa2b1ab6022d6447faee2c02e4fb2b98dc5c8', 'd1047dd1f4ce7eb5', '1907', '11/29', '2026-11-21 14:00:00+00'),
	(12, 'Barbara', 'Moore', '111 Main St', 'Buffalo', 'New York', '14202', 'barbara.moore11@example.com', '216-555-1011', '\x01731995647ecb73d04aee52d4667d2663f552de88c971ef3cf0ddf89fc59e2e009b10821a62c05431fcaaac8b', 'd1047dd1f4ce7eb5', '1097', '12/29', '2026-11-20 14:00:00+00'),
	(13, 'Richard', 'Harris', '112 Main St', 'Cleveland', 'Ohio', '44114', 'richard.harris12@example.com', '216-555-1012', '\x017a06075aa2d838424f40eb10dac8b3f55e103424178007a23fe24de3121bdc2c6ed81abcd542e445f11987b8', 'd1047dd1f4ce7eb5', '0289', '01/29', '2026-11-23 14:00:00+00'),
	(14, 'Susan', 'Johnson', '113 Main St', 'Columbus', 'Ohio', '43215', 'susan.johnson13@example.com', '216-555-1013', '\x01a850b28aa8eef3c64590a9bffe639f5aa25ef1b4ae155d861fb577192dd221bd0f31c68f0b0708b4c5cdec81', 'd1047dd1f4ce7eb5', '9471', '02/29', '2026-11-22 14:00:00+00'),
	(15, 'Joseph', 'Rodriguez', '114 Main St', 'Pittsburgh', 'Pennsylvania', '15222', 'joseph.rodriguez14@example.com', '216-555-1014', '\x01c41f9552bb02661c93b912d04af5dbb79c1083f34699d9b8e1b87e6744363d6359cd43d93511cb775431a941', 'd1047dd1f4ce7eb5', '8663', '03/29', '2026-11-21 14:00:00+00'),
	(16, 'Jessica', 'Thomas', '115 Main St', 'Detroit', 'Michigan', '48226', 'jessica.thomas15@example.com', '216-555-1015', '\x01cbe284aff945a336d7300012bf82c31c931b68a0b4e93e3c97fc75969e7c1af1b7e299982c9971a4467d29fa', 'd1047dd1f4ce7eb5', '7857', '04/29', '2026-11-20 14:00:00+00'),
	(17, 'Thomas', 'Thompson', '116 Main St', 'Chicago', 'Illinois', '60601', 'thomas.thompson16@example.com', '216-555-1016', '\x015a37ea5f2f14bbc26c3839c79784d965b5b5d67738d1cc78b24d5efec78d311e1dc6f119fba1b9a712380c2c', 'd1047dd1f4ce7eb5', '7048', '05/29', '2026-11-23 14:00:00+00'),
	(18, 'Sarah', 'Robinson', '117 Main St', 'Buffalo', 'New York', '14202', 'sarah.robinson17@example.com', '216-555-1017', '\x015e4b0b78fba4ff030f73899f0ecbda74e8b37a7bb5221a47a2a8fcb9a50f8e44863f802096574e4a356f96ab', 'd1047dd1f4ce7eb5', '6230', '06/29', '2026-11-22 14:00:00+00'),
	(19, 'Charles', 'Miller', '118 Main St', 'Cleveland', 'Ohio', '44114', 'charles.miller18@example.com', '216-555-1018', '\x013fbd911d986c111e0356393e41f7dcad26b02f07fd65b788ed5fdaa913a77be6a7767633412f2d96ac1bc122', 'd1047dd1f4ce7eb5', '5422', '07/29', '2026-11-21 14:00:00+00'),
	(20, 'Karen', 'Wilson', '119 Main St', 'Columbus', 'Ohio', '43215', 'karen.wilson19@example.com', '216-555-1019', '\x018dc12e24b4b26c562c75b50b8e35ab024aab6dafec4002c75d5abca987a11f3832601630ba15bca703907f71', 'd1047dd1f4ce7eb5', '4614', '08/29', '2026-11-20 14:00:00+00'),
	(21, 'James', 'Lee', '120 Main St', 'Pittsburgh', 'Pennsylvania', '15222', 'james.lee20@example.com', '216-555-1020', '\x017b2590c9fd1f534906e72dcd12a75ef3771a0abd8827df231f8f0134cf0dde415c0ca9c1964f548f82ccb120', 'd1047dd1f4ce7eb5', '3808', '09/29', '2026-11-23 14:00:00+00'),
	(22, 'Mary', 'Ramirez', '121 Main St', 'Detroit', 'Michigan', '48226', 'mary.ramirez21@example.com', '216-555-1021', '\x017c7c86125d775e7467cde97b937deabae99f65b609a778b3d7b2ce1037dfec8d6a51394d5bc0beb49c492a0e', 'd1047dd1f4ce7eb5', '2990', '10/29', '2026-11-22 14:00:00+00'),
	(23, 'Robert', 'Jones', '122 Main St', 'Chicago', 'Illinois', '60601', 'robert.jones22@example.com', '216-555-1022', '\x01d203f48103eb8e87636833f676dc5bbc5f8509f6a3d527a4a0a0d5caf60a62e546f9c892358a03609419e1cd', 'd1047dd1f4ce7eb5', '2180', '11/29', '2026-11-21 14:00:00+00'),
	(24, 'Patricia', 'Lopez', '123 Main St', 'Buffalo', 'New York', '14202', 'patricia.lopez23@example.com', '216-555-1023', '\x012366149c0102e4bcc2f83ebe5f22004926d9b8df008d75ba630e9ce13c47ad56aacb3413570a982312b1b9f3', 'd1047dd1f4ce7eb5', '1372', '12/29', '2026-11-20 14:00:00+00'),
	(25, 'John', 'Jackson', '124 Main St', 'Cleveland', 'Ohio', '44114', 'john.jackson24@example.com', '216-555-1024', '\x01ffc13fe8179c06958216800ecb63e8df281c76e118d369dfc6a66ce37cc6f39521b5ccc08bf9dad755db2699', 'd1047dd1f4ce7eb5', '0564', '01/29', '2026-11-23 14:00:00+00'),
	(26, 'Jennifer', 'Sanchez', '125 Main St', 'Columbus', 'Ohio', '43215', 'jennifer.sanchez25@example.com', '216-555-1025', '\x01e06a3959f4ac364ffe126ca0ade86c23c1f25f0ec1c6a5a99242345943228d4d5c4a84a79c30457966600a5a', 'd1047dd1f4ce7eb5', '9758', '02/29', '2026-11-22 14:00:00+00'),
	(27, 'Michael', 'Williams', '126 Main St', 'Pittsburgh', 'Pennsylvania', '15222', 'michael.williams26@example.com', '216-555-1026', '\x014318ce103c0c4f957400a1558ed5c289753a4c63c6c8c51581593f55ffed1d7bb01b5f8ccc0050b023e267fb', 'd1047dd1f4ce7eb5', '8941', '03/29', '2026-11-21 14:00:00+00'),
	(28, 'Linda', 'Martinez', '127 Main St', 'Detroit', 'Michigan', '48226', 'linda.martinez27@example.com', '216-555-1027', '\x014048c32de2aaa72b7ee7a1a3991b7d3ff9f1990edb5356315aa1cbbe0870a709f99a19bd45f2b839635a1393', 'd1047dd1f4ce7eb5', '8131', '04/29', '2026-11-20 14:00:00+00'),
	(29, 'David', 'Taylor', '128 Main St', 'Chicago', 'Illinois', '60601', 'david.taylor28@example.com', '216-555-1028', '\x017dabc9b93e7032935f5df7adb0759ebae39ba1ec67f2be27b0d65923c90428eb7231340be7399dc607e7c3d2', 'd1047dd1f4ce7eb5', '7323', '05/29', '2026-11-23 14:00:00+00'),
	(30, 'Elizabeth', 'White', '129 Main St', 'Buffalo', 'New York', '14202', 'elizabeth.white29@example.com', '216-555-1029', '\x0143acfc2dd7aae92ef782346e737d9619b0657301e9c336182adcd89d5a3a3c0b12ff2873902a3b272c719962', 'd1047dd1f4ce7eb5', '6517', '06/29', '2026-11-22 14:00:00+00'),
	(31, 'William', 'Smith', '130 Main St', 'Cleveland', 'Ohio', '44114', 'william.smith30@example.com', '216-555-1030', '\x01cd475d59be1f6509677dd24a222b7e8a60d44d80961a03b6fe1b649997194087e6787bc2f4769bbfc796f3ac', 'd1047dd1f4ce7eb5', '5709', '07/29', '2026-11-21 14:00:00+00'),
	(32, 'Barbara', 'Davis', '131 Main St', 'Columbus', 'Ohio', '43215', 'barbara.davis31@example.com', '216-555-1031', '\x010a2dca7ef1d771811303f18de4ca56ddf12e3e48f984fc1fa34918429a759979738e5d45fe5be95bdef421f2', 'd1047dd1f4ce7eb5', '4892', '08/29', '2026-11-20 14:00:00+00'),
	(33, 'Richard', 'Anderson', '132 Main St', 'Pittsburgh', 'Pennsylvania', '15222', 'richard.anderson32@example.com', '216-555-1032', '\x0138f9a0d497a83746f27af9fa759b53afa4b5d6f86c1dda94710912632c587db061280c30c34bb3a52f28a45e', 'd1047dd1f4ce7eb5', '4081', '09/29', '2026-11-23 14:00:00+00'),
	(34, 'Susan', 'Perez', '133 Main St', 'Detroit', 'Michigan', '48226', 'susan.perez33@example.com', '216-555-1033', '\x013136effbd77622f7bfa957f7748e87defa86e77d995b70ac4b6c2c572f8aae4f1eb8c2fa2f2fb73f08e64b26', 'd1047dd1f4ce7eb5', '3273', '10/29', '2026-11-22 14:00:00+00'),
	(35, 'Joseph', 'Lewis', '134 Main St', 'Chicago', 'Illinois', '60601', 'joseph.lewis34@example.com', '216-555-1034', '\x01b5eafe67a470b514d5907b38a6bf108f4a5196573ebab96275a3dff1f9febf61845e4de4e2096d42e9c1132d', 'd1047dd1f4ce7eb5', '2467', '11/29', '2026-11-21 14:00:00+00'),
	(36, 'Jessica', 'Garcia', '135 Main St', 'Buffalo', 'New York', '14202', 'jessica.garcia35@example.com', '216-555-1035', '\x0119a3962dbf745d6d81283cec7a5705855ef522610f995b1b3c72e498eac6af20e68e4ef3c151eb3da72ff085', 'd1047dd1f4ce7eb5', '1659', '12/29', '2026-11-20 14:00:00+00'),
	(37, 'Thomas', 'Gonzalez', '136 Main St', 'Cleveland', 'Ohio', '44114', 'thomas.gonzalez36@example.com', '216-555-1036', '\x0118840c2a6d6cf9c95c7b6ebf21b4ce483b945fb3362b4d258d411eeee7fc806b81a64419f3062fde79b3732a', 'd1047dd1f4ce7eb5', '0842', '01/29', '2026-11-23 14:00:00+00'),
	(38, 'Sarah', 'Martin', '137 Main St', 'Columbus', 'Ohio', '43215', 'sarah.martin37@example.com', '216-555-1037', '\x01bc669de951dbcbd2e0ae53bc6305afb3a427bd3a41144cb710162d4083cc2606cdf3be394bfd5b06baa3ff1c', 'd1047dd1f4ce7eb5', '0032', '02/29', '2026-11-22 14:00:00+00'),
	(39, 'Charles', 'Clark', '138 Main St', 'Pittsburgh', 'Pennsylvania', '15222', 'charles.clark38@example.com', '216-555-1038', '\x0105c6b8cc45cd6e9470c5af5a584287ae813a8a4bbe58e3d9a7fa91fbf376874e48435a9490dd13dd28a6ce64', 'd1047dd1f4ce7eb5', '9224', '03/29', '2026-11-21 14:00:00+00'),
	(40, 'Karen', 'Brown', '139 Main St', 'Detroit', 'Michigan', '48226', 'karen.brown39@example.com', '216-555-1039', '\x019f92d98a914f04eb5923a2cb658e6707574156e0ef627d7a24430241ea3db4997b8a297e9a429a2ba0e88bdd', 'd1047dd1f4ce7eb5', '8418', '04/29', '2026-11-20 14:00:00+00'),
	(41, 'James', 'Hernandez', '140 Main St', 'Chicago', 'Illinois', '60601', 'james.hernandez40@example.com', '216-555-1040', '\x01c705b7f061e19f01718b95041c8a01027fa74b7a03825827c046cd756c8ca183e9ca9269965c28d2cb4b47a2', 'd1047dd1f4ce7eb5', '7600', '05/29', '2026-11-23 14:00:00+00'),
	(42, 'Mary', 'Moore', '141 Main St', 'Buffalo', 'New York', '14202', 'mary.moore41@example.com', '216-555-1041', '\x01e1e52a591a3e59a4437f70cc3be5605bed721af5043d8f89f9fadff728af239e8eeff297e796ba83ef9f4278', 'd1047dd1f4ce7eb5', '6792', '06/29', '2026-11-22 14:00:00+00'),
	(43, 'Robert', 'Harris', '142 Main St', 'Cleveland', 'Ohio', '44114', 'robert.harris42@example.com', '216-555-1042', '\x01103dd009b5413022ea58f0302ce0770b4a8da238fbed80b9f488e0deddff706f1e4d86a599ed4269a6e549e1', 'd1047dd1f4ce7eb5', '5984', '07/29', '2026-11-21 14:00:00+00'),
	(44, 'Patricia', 'Johnson', '143 Main St', 'Columbus', 'Ohio', '43215', 'patricia.johnson43@example.com', '216-555-1043', '\x013ec33295ff746e5d19b8da562fa6e060d5fd618284eef841193b6932df8a6ecc9c4d640d5ddb2b578d61bf84', 'd1047dd1f4ce7eb5', '5174', '08/29', '2026-11-23 14:00:00+00'),
	(45, 'John', 'Rodriguez', '144 Main St', 'Pittsburgh', 'Pennsylvania', '15222', 'john.rodriguez44@example.com', '216-555-1044', '\x01fff0c7b232f0576f13549a7b609268dbdc8b78ab92fd1c2b1c9ded4665088dd326696d5d023aa4a58ce7ba85', 'd1047dd1f4ce7eb5', '4369', '09/29', '2026-11-22 14:00:00+00'),
	(46, 'Jennifer', 'Thomas', '145 Main St', 'Detroit', 'Michigan', '48226', 'jennifer.thomas45@example.com', '216-555-1045', '\x01e8ad5ea97b1db0cce11640631c6b050fb7aa4555c63e0514a88e1b91a5f03365ef8c0b8af852eef35086176b', 'd1047dd1f4ce7eb5', '3550', '10/29', '2026-11-21 14:00:00+00'),
	(47, 'Michael', 'Thompson', '146 Main St', 'Chicago', 'Illinois', '60601', 'michael.thompson46@example.com', '216-555-1046', '\x01f95095b53ee529eea2fd783b33669a4cd539f60e511fad7edc9e921925041cc937bdd1a9a4c3d6b4f9b2c0fa', 'd1047dd1f4ce7eb5', '2743', '11/29', '2026-11-23 14:00:00+00'),
	(48, 'Linda', 'Robinson', '147 Main St', 'Buffalo', 'New York', '14202', 'linda.robinson47@example.com', '216-555-1047', '\x01d901c11564670149e41ea574f869cc76854bbcb85968ad03f1c6d028e44a615fe166d8cb53e5b8f764f567f9', 'd1047dd1f4ce7eb5', '1935', '12/29', '2026-11-22 14:00:00+00'),
	(49, 'David', 'Miller', '148 Main St', 'Cleveland', 'Ohio', '44114', 'david.miller48@example.com', '216-555-1048', '\x013799dfdaa903d40c8709c3261b2b0a27301587006b9f7373628266bd1f407cd2804d1c551047dbc68b80c8ed', 'd1047dd1f4ce7eb5', '1125', '01/29', '2026-11-21 14:00:00+00'),
	(50, 'Elizabeth', 'Wilson', '149 Main St', 'Columbus', 'Ohio', '43215', 'elizabeth.wilson49@example.com', '216-555-1049', '\x0157377ee1fa6b729b53c60c7c416be79a90b350d8e6067c1017365458cc0a738bcac1c598555bcbf0a5c78155', 'd1047dd1f4ce7eb5', '0319', '02/29', '2026-11-23 14:00:00+00'),
	(51, 'William', 'Lee', '150 Main St', 'Pittsburgh', 'Pennsylvania', '15222', 'william.lee50@example.com', '216-555-1050', '\x0100b64e2cce3d66aab13600b7bd8faa3b69acf17e8d4be8580022c7df43807496acefe62ea6a079e5a913addc', 'd1047dd1f4ce7eb5', '9501', '03/29', '2026-11-22 14:00:00+00'),
	(52, 'Barbara', 'Ramirez', '151 Main St', 'Detroit', 'Michigan', '48226', 'barbara.ramirez51@example.com', '216-555-1051', '\x01a9ae91702891eb7c5dcfb0ba934851f234d4267fdee531c612896408c051d762fa049d94db5baeed133573d6', 'd1047dd1f4ce7eb5', '8693', '04/29', '2026-11-21 14:00:00+00'),
	(53, 'Richard', 'Jones', '152 Main St', 'Chicago', 'Illinois', '60601', 'richard.jones52@example.com', '216-555-1052', '\x01772c62b6ed6680acd1af84b196dce4d4b79dddc0e4a2575195ddfccfe31382833c3635e9375e6bce45f3cc31', 'd1047dd1f4ce7eb5', '7885', '05/29', '2026-11-23 14:00:00+00'),
	(54, 'Susan', 'Lopez', '153 Main St', 'Buffalo', 'New York', '14202', 'susan.lopez53@example.com', '216-555-1053', '\x0189f4455cb199bdd229b7ff7b15a84b13504293d15cf840361f3b8959c585b3d5dfa9009ff92e7738e4e806c4', 'd1047dd1f4ce7eb5', '7077', '06/29', '2026-11-22 14:00:00+00'),
	(55, 'Joseph', 'Jackson', '154 Main St', 'Cleveland', 'Ohio', '44114', 'joseph.jackson54@example.com', '216-555-1054', '\x01708b097d8cfa0f67ab6794c4acb7f5934ad3b9a9b55bd0f71b611b8240fc110115c4a9fadd28f2c6ae83acb4', 'd1047dd1f4ce7eb5', '6269', '07/29', '2026-11-21 14:00:00+00'),
	(56, 'Jessica', 'Sanchez', '155 Main St', 'Columbus', 'Ohio', '43215', 'jessica.sanchez55@example.com', '216-555-1055', '\x01ef535ae2d80f098efc34d70ed6677936e80d075c3598d6f5e705c5c1a7cae92848b8b319f42f214f4b063c32', 'd1047dd1f4ce7eb5', '5451', '08/29', '2026-11-23 14:00:00+00'),
	(57, 'Thomas', 'Williams', '156 Main St', 'Pittsburgh', 'Pennsylvania', '15222', 'thomas.williams56@example.com', '216-555-1056', '\x01b7229bd19197bbd5a6121030e593c43726dcddd12d1e21ec9c3a4697bd26beb6c5c1d427c3ae5630f211c80a', 'd1047dd1f4ce7eb5', '4645', '09/29', '2026-11-22 14:00:00+00'),
	(58, 'Sarah', 'Martinez', '157 Main St', 'Detroit', 'Michigan', '48226', 'sarah.martinez57@example.com', '216-555-1057', '\x013e204cbe8b9daaf32d6f29f84d282a600b7e033e4641a1dcdf8725217cb1128f1969c2aac45d2577a01a0c75', 'd1047dd1f4ce7eb5', '3836', '10/29', '2026-11-21 14:00:00+00'),
	(59, 'Charles', 'Taylor', '158 Main St', 'Chicago', 'Illinois', '60601', 'charles.taylor58@example.com', '216-555-1058', '\x015cef7ff676d03e8269a9afd59ae063a50ca3a6bd760ca28d5ce35c5d39400d9534ffb5bb88fd20c44491f234', 'd1047dd1f4ce7eb5', '3028', '11/29', '2026-11-23 14:00:00+00'),
	(60, 'Karen', 'White', '159 Main St', 'Buffalo', 'New York', '14202', 'karen.white59@example.com', '216-555-1059', '\x014736f64c2f65b57f5b59dc8c009b44958c8a7ef49fa9bfc34cc7ed98b364217bac2c593c7dc37daf2e031210', 'd1047dd1f4ce7eb5', '2210', '12/29', '2026-11-22 14:00:00+00'),
	(61, 'James', 'Smith', '160 Main St', 'Cleveland', 'Ohio', '44114', 'james.smith60@example.com', '216-555-1060', '\x0121a4d9cb1b26d119ca628f8d29f2217d8a384b5b3e95040bf5cad834e31cddf161c415a20a6667c539532a94', 'd1047dd1f4ce7eb5', '1402', '01/29', '2026-11-21 14:00:00+00'),
	(62, 'Mary', 'Davis', '161 Main St', 'Columbus', 'Ohio', '43215', 'mary.davis61@example.com', '216-555-1061', '\x01a55f118e05ee74111bc1ae4b5f1efb58bb5aa71762f2888eb8078e8676186ffe6d230638a20091767e95037b', 'd1047dd1f4ce7eb5', '0594', '02/29', '2026-11-23 14:00:00+00'),
	(63, 'Robert', 'Anderson', '162 Main St', 'Pittsburgh', 'Pennsylvania', '15222', 'robert.anderson62@example.com', '216-555-1062', '\x01e2d20c9e835c3fbff12522564383dc20063089841de681ed8e7901406970d71aae98471ef76b4e3040dfcf18', 'd1047dd1f4ce7eb5', '9786', '03/29', '2026-11-22 14:00:00+00'),
	(64, 'Patricia', 'Perez', '163 Main St', 'Detroit', 'Michigan', '48226', 'patricia.perez63@example.com', '216-555-1063', '\x01fe5fc9f558265f0951cd7baed9ae630cca4db28f5d174104171ddcf9cac86365f3985d6f5c30da3f6fc15e45', 'd1047dd1f4ce7eb5', '8970', '04/29', '2026-11-21 14:00:00+00'),
	(65, 'John', 'Lewis', '164 Main St', 'Chicago', 'Illinois', '60601', 'john.lewis64@example.com', '216-555-1064', '\x01750158062f0a8fe2bd9eddf6ffb65cc797f0259c1e20aa8893cf2694abd5d73137d8cefbfb6e21306abdea13', 'd1047dd1f4ce7eb5', '8160', '05/29', '2026-11-23 14:00:00+00'),
	(66, 'Jennifer', 'Garcia', '165 Main St', 'Buffalo', 'New York', '14202', 'jennifer.garcia65@example.com', '216-555-1065', '\x018a6e35cfb664530eb3ea59bd44176e44f81440f7cf31469fd9ff8a015270a2c1d59bc82ad71d7bce79df5002', 'd1047dd1f4ce7eb5', '7352', '06/29', '2026-11-22 14:00:00+00'),
	(67, 'Michael', 'Gonzalez', '166 Main St', 'Cleveland', 'Ohio', '44114', 'michael.gonzalez66@example.com', '216-555-1066', '\x0124d7a6f60d10099f3ef60aeeae5ef5362337e658edd524bd7703404dddf3685f3d9278ae8283f0d955476a19', 'd1047dd1f4ce7eb5', '6545', '07/29', '2026-11-21 14:00:00+00'),
	(68, 'Linda', 'Martin', '167 Main St', 'Columbus', 'Ohio', '43215', 'linda.martin67@example.com', '216-555-1067', '\x0163c206cb0747b910454eeb3fcbf0e09847f38406b860237b538578f0cb2f2c3f2662eddae5e4270f4f1a588c', 'd1047dd1f4ce7eb5', '5737', '08/29', '2026-11-23 14:00:00+00'),
	(69, 'David', 'Clark', '168 Main St', 'Pittsburgh', 'Pennsylvania', '15222', 'david.clark68@example.com', '216-555-1068', '\x017bab65cbef754de79d07f1c7fc89bc5f25306f4e4fe6d5fb1a5af5801451d06c6a2be3d4d9804ac46eb84613', 'd1047dd1f4ce7eb5', '4922', '09/29', '2026-11-22 14:00:00+00'),
	(70, 'Elizabeth', 'Brown', '169 Main St', 'Detroit', 'Michigan', '48226', 'elizabeth.brown69@example.com', '216-555-1069', '\x01849f13d35ead33c3b8f420fc4f61eab0176d1bb225fcd50a16179fea6c301af95b4f84a5ef0cbbcd67892317', 'd1047dd1f4ce7eb5', '4112', '10/29', '2026-11-21 14:00:00+00'),
	(71, 'William', 'Hernandez', '170 Main St', 'Chicago', 'Illinois', '60601', 'william.hernandez70@example.com', '216-555-1070', '\x01303d28220596d8a5d2999610cb68e40f756680fd3c3badeae9405836e34b4b56b80398a317d05230f08601d8', 'd1047dd1f4ce7eb5', '3303', '11/29', '2026-11-23 14:00:00+00'),
	(72, 'Barbara', 'Moore', '171 Main St', 'Buffalo', 'New York', '14202', 'barbara.moore71@example.com', '216-555-1071', '\x01389e2a8606f51ee386717742de5a71c58adf3a5d86e135ac65787e0f0c26c0c980a422f7e9e12da96632f04d', 'd1047dd1f4ce7eb5', '2495', '12/29', '2026-11-22 14:00:00+00'),
	(73, 'Richard', 'Harris', '172 Main St', 'Cleveland', 'Ohio', '44114', 'richard.harris72@example.com', '216-555-1072', '\x013f7a0fc9e9251f273f5271a5fe8b7649f3056c617511c5c92e1cd570814c42dc64045a4d179c49a01dd44415', 'd1047dd1f4ce7eb5', '1687', '01/29', '2026-11-21 14:00:00+00'),
	(74, 'Susan', 'Johnson', '173 Main St', 'Columbus', 'Ohio', '43215', 'susan.johnson73@example.com', '216-555-1073', '\x01283f1348d1a54fd2916e5636a2c9f60fe2b7f9862d4a27b97ede17db3b5646fb7c90dd1b63e73a25efda6296', 'd1047dd1f4ce7eb5', '0871', '02/29', '2026-11-23 14:00:00+00'),
	(75, 'Joseph', 'Rodriguez', '174 Main St', 'Pittsburgh', 'Pennsylvania', '15222', 'joseph.rodriguez74@example.com', '216-555-1074', '\x01432773d951e637af11a8fbfdd5f5b8944a05403af560dbc57e2f711a9533263a5ec77f596ea25df584878d65', 'd1047dd1f4ce7eb5', '0061', '03/29', '2026-11-22 14:00:00+00'),
	(76, 'Jessica', 'Thomas', '175 Main St', 'Detroit', 'Michigan', '48226', 'jessica.thomas75@example.com', '216-555-1075', '\x012432060515ab4fe1b0c3735edea33ff766c513b875952d3af83d3d11653f111082cf4456df4b146c35f74eda', 'd1047dd1f4ce7eb5', '9253', '04/29', '2026-11-21 14:00:00+00'),
	(77, 'Thomas', 'Thompson', '176 Main St', 'Chicago', 'Illinois', '60601', 'thomas.thompson76@example.com', '216-555-1076', '\x01fcbec0acc2799bd0b325c8415e87d7d08ae3e84a92a6ecd75510f28630030aab747907b5506d56af93cd8379', 'd1047dd1f4ce7eb5', '8446', '05/29', '2026-11-23 14:00:00+00'),
	(78, 'Sarah', 'Robinson', '177 Main St', 'Buffalo', 'New York', '14202', 'sarah.robinson77@example.com', '216-555-1077', '\x01b59ca94ae4284a20b6b6cd9f7072b0b59427e0c03e9448703cf66fec940baf2d49e44629f8b6fa23e5a42c5e', 'd1047dd1f4ce7eb5', '7630', '06/29', '2026-11-22 14:00:00+00'),
	(79, 'Charles', 'Miller', '178 Main St', 'Cleveland', 'Ohio', '44114', 'charles.miller78@example.com', '216-555-1078', '\x017f094d7e1612ff916123ce253fd93ac00ccc3576c92f11787dd06325719b826dabc6c5a1589663069bd23bd7', 'd1047dd1f4ce7eb5', '6822', '07/29', '2026-11-21 14:00:00+00'),
	(80, 'Karen', 'Wilson', '179 Main St', 'Columbus', 'Ohio', '43215', 'karen.wilson79@example.com', '216-555-1079', '\x01d7f8cde0693580d25c0c758870f6fbf0cbab6bbff85aeedab3810a58d6417c3a9eef4737d61693c575d6bd64', 'd1047dd1f4ce7eb5', '6012', '08/29', '2026-11-23 14:00:00+00'),
	(81, 'James', 'Lee', '180 Main St', 'Pittsburgh', 'Pennsylvania', '15222', 'james.lee80@example.com', '216-555-1080', '\x015270f6e7fa562cfe35fa474a2b7f784c649d594eac9cd7ad87739846b3685a5efcfb840293712a00ffa91925', 'd1047dd1f4ce7eb5', '5204', '09/29', '2026-11-24 14:00:00+00'),
	(82, 'Mary', 'Ramirez', '181 Main St', 'Detroit', 'Michigan', '48226', 'mary.ramirez81@example.com', '216-555-1081', '\x012e2edcdcf04122b45527150aca855daa6184fa653ca9d29cb25db1a8c5dc37bd8e1bcbf76de36d40f5b32105', 'd1047dd1f4ce7eb5', '4397', '10/29', '2026-11-24 14:00:00+00'),
	(83, 'Robert', 'Jones', '182 Main St', 'Chicago', 'Illinois', '60601', 'robert.jones82@example.com', '216-555-1082', '\x01fdc4f62d963dfaa8e103433b1a43bf1b0f8d695c84ff4dc0ee12a7b4ef7a6410c0e1a8af669de8cb0c4f3c3e', 'd1047dd1f4ce7eb5', '3581', '11/29', '2026-11-24 14:00:00+00'),
	(84, 'Patricia', 'Lopez', '183 Main St', 'Buffalo', 'New York', '14202', 'patricia.lopez83@example.com', '216-555-1083', '\x0167029fc138333ff9170865ea20de5c2551f8efb96eb20c84f4c73ac11d9c14e0ca3727502a5187902ab6a089', 'd1047dd1f4ce7eb5', '2772', '12/29', '2026-11-24 14:00:00+00'),
	(85, 'John', 'Jackson', '184 Main St', 'Cleveland', 'Ohio', '44114', 'john.jackson84@example.com', '216-555-1084', '\x0191ddd04fc2205818f33072391c76cb1c381034207d840efc75f11f4e6b9e5e01d0c1b6134c04f399a3a62eb7', 'd1047dd1f4ce7eb5', '1964', '01/29', '2026-11-24 14:00:00+00'),
	(86, 'Jennifer', 'Sanchez', '185 Main St', 'Columbus', 'Ohio', '43215', 'jennifer.sanchez85@example.com', '216-555-1085', '\x015643c40bc278df2c485f63da06c59093f771b326303985a1f6574c490bdd19a9a48dea3b89ddf70341901658', 'd1047dd1f4ce7eb5', '1154', '02/29', '2026-11-24 14:00:00+00'),
	(87, 'Michael', 'Williams', '186 Main St', 'Pittsburgh', 'Pennsylvania', '15222', 'michael.williams86@example.com', '216-555-1086', '\x01bee2ccc3c0a45a9fc56e655e835dbb6d3d90eb4529f91c6891f669eada5cd6b38c07f60fcf8e24c99c5f5515', 'd1047dd1f4ce7eb5', '0347', '03/29', '2026-11-24 14:00:00+00'),
	(88, 'Linda', 'Martinez', '187 Main St', 'Detroit', 'Michigan', '48226', 'linda.martinez87@example.com', '216-555-1087', '\x0101b137033abd69bf310f4b098e82ad1556d175c00bd0fb333462d16b9ec16596c6d1c8b53c931c08c4b363e5', 'd1047dd1f4ce7eb5', '9531', '04/29', '2026-11-24 14:00:00+00'),
	(89, 'David', 'Taylor', '188 Main St', 'Chicago', 'Illinois', '60601', 'david.taylor88@example.com', '216-555-1088', '\x016b09f93e9759e051c3904b3d97de4bec942121ecfb1ff8eff5be5dee76c4ee9ad7ce0ca661601dd0ef53bb5c', 'd1047dd1f4ce7eb5', '8723', '05/29', '2026-11-24 14:00:00+00'),
	(90, 'Elizabeth', 'White', '189 Main St', 'Buffalo', 'New York', '14202', 'elizabeth.white89@example.com', '216-555-1089', '\x01afa89c1e3cba97a76e89c2d8d416f83f6f40c3d9730eea6fa63915a7f481bcfa20d22bdecd38ca216ed4e251', 'd1047dd1f4ce7eb5', '7915', '06/29', '2026-11-24 14:00:00+00'),
	(91, 'William', 'Smith', '190 Main St', 'Cleveland', 'Ohio', '44114', 'william.smith90@example.com', '216-555-1090', '\x0154f244bd71e7aa8b66fc40a1a05ea6ea61a0c88f54bc1f0c8ac6e10920c258752245b5b009c8a875f79d6da7', 'd1047dd1f4ce7eb5', '7105', '07/29', '2026-11-24 14:00:00+00'),
	(92, 'Barbara', 'Davis', '191 Main St', 'Columbus', 'Ohio', '43215', 'barbara.davis91@example.com', '216-555-1091', '\x01ae9832dc6a94edcecefb5996be56153d8ed1077d86e93aad6c21f62ea98e7020b8af86c3af6f954c4735c048', 'd1047dd1f4ce7eb5', '6297', '08/29', '2026-11-24 14:00:00+00'),
	(93, 'Richard', 'Anderson', '192 Main St', 'Pittsburgh', 'Pennsylvania', '15222', 'richard.anderson92@example.com', '216-555-1092', '\x01458072b798b88822e64d19406ee56f6fdd756f9953b589a2bf2613cffae8019df77d10411373e4398b9a5d3d', 'd1047dd1f4ce7eb5', '5481', '09/29', '2026-11-24 14:00:00+00'),
	(94, 'Susan', 'Perez', '193 Main St', 'Detroit', 'Michigan', '48226', 'susan.perez93@example.com', '216-555-1093', '\x01b3334110c30c53719ae533e7d0f3536c32e4342c99749c0cf052627a11b253a8a97b050342f7fcee57f6492e', 'd1047dd1f4ce7eb5', '4674', '10/29', '2026-11-24 14:00:00+00'),
	(95, 'Joseph', 'Lewis', '194 Main St', 'Chicago', 'Illinois', '60601', 'joseph.lewis94@example.com', '216-555-1094', '\x01bdfa366fc1fa50659d2dcfbd8aa64c6e5e23a7636e61b62425d9c422e59ecd1cc2fa2cd733c9e6477c56dd45', 'd1047dd1f4ce7eb5', '3866', '11/29', '2026-11-24 14:00:00+00'),
	(96, 'Jessica', 'Garcia', '195 Main St', 'Buffalo', 'New York', '14202', 'jessica.garcia95@example.com', '216-555-1095', '\x016f2d1bc380829b58d74f2d21e8602a66493ba764fe6a90f8188137519d41384d71d5b449a178e04a71f6197d', 'd1047dd1f4ce7eb5', '3055', '12/29', '2026-11-24 14:00:00+00'),
	(97, 'Thomas', 'Gonzalez', '196 Main St', 'Cleveland', 'Ohio', '44114', 'thomas.gonzalez96@example.com', '216-555-1096', '\x010dd322b8f84feaac6190dce1430e4404d7576a2c38794884b1e26609c8785b5f212cfd18f527d40a6b17c3f1', 'd1047dd1f4ce7eb5', '2248', '01/29', '2026-11-24 14:00:00+00'),
	(98, 'Sarah', 'Martin', '197 Main St', 'Columbus', 'Ohio', '43215', 'sarah.martin97@example.com', '216-555-1097', '\x01d1d8552271dcca7071a3079d398a25fedb19e82a337660718378f4240786c1ea0edb0886ac855c9230c5078f', 'd1047dd1f4ce7eb5', '1432', '02/29', '2026-11-24 14:00:00+00'),
	(99, 'Charles', 'Clark', '198 Main St', 'Pittsburgh', 'Pennsylvania', '15222', 'charles.clark98@example.com', '216-555-1098', '\x014e689e48cd91f31351903baa33affb9b86108fa59854ac82e8c664be7e152d3e5ce916ba92397e2402f1a076', 'd1047dd1f4ce7eb5', '0624', '03/29', '2026-11-24 14:00:00+00'),
	(100, 'Karen', 'Brown', '199 Main St', 'Detroit', 'Michigan', '48226', 'karen.brown99@example.com', '216-555-1099', '\x0148c754e7e90028c35fbe5b2822dd4d5b3f167432d6fcb360d914618c6b64f2eab1ad42034a3737bcf1e00c23', 'd1047dd1f4ce7eb5', '9816', '04/29', '2026-11-24 14:00:00+00'),
	(101, 'James', 'Hernandez', '200 Main St', 'Chicago', 'Illinois', '60601', 'james.hernandez100@example.com', '216-555-1100', '\x0119d08e556b3e78e22b630712f5344c5f89bdc2318cfea6b52da50eea6072e730deeb30715972257fe21afde1', 'd1047dd1f4ce7eb5', '9006', '05/29', '2026-11-24 14:00:00+00'),
	(102, 'Mary', 'Moore', '201 Main St', 'Buffalo', 'New York', '14202', 'mary.moore101@example.com', '216-555-1101', '\x0119c8f41c8f49b4d0261cf138643d099654481c4f8aaff606125d7a51a43805bf9b7d2f9c59f447a4145fadd0', 'd1047dd1f4ce7eb5', '8190', '06/29', '2026-11-24 14:00:00+00'),
	(103, 'Robert', 'Harris', '202 Main St', 'Cleveland', 'Ohio', '44114', 'robert.harris102@example.com', '216-555-1102', '\x01d238a64fa6fff68adc670b40c201b58fe0d3dcd53661894bdfa6369a1ac1ff83fe33e923d8afb483287d34dc', 'd1047dd1f4ce7eb5', '7382', '07/29', '2026-11-24 14:00:00+00'),
	(104, 'Patricia', 'Johnson', '203 Main St', 'Columbus', 'Ohio', '43215', 'patricia.johnson103@example.com', '216-555-1103', '\x01d6c1d75e79e8aac9e45d9e340a242be901dfe2962333f4b9e7313def145e756fc6efe5098d6e64cbe177d91b', 'd1047dd1f4ce7eb5', '6574', '08/29', '2026-11-24 14:00:00+00'),
	(105, 'John', 'Rodriguez', '204 Main St', 'Pittsburgh', 'Pennsylvania', '15222', 'john.rodriguez104@example.com', '216-555-1104', '\x018a934fd4249146cfb0faf8c6788b3bd0b78990fac7ea5c12366f5f3b4e2907b05de2ee9ecc1fe6558a7e3fdb', 'd1047dd1f4ce7eb5', '5766', '09/29', '2026-11-24 14:00:00+00'),
	(106, 'Jennifer', 'Thomas', '205 Main St', 'Detroit', 'Michigan', '48226', 'jennifer.thomas105@example.com', '216-555-1105', '\x01f41b3bc8b37d44e9f34d8ff6563edfd44db97650e98f64929f7de3140ced2036265378da5dc78a04345ab667', 'd1047dd1f4ce7eb5', '4959', '10/29', '2026-11-24 14:00:00+00'),
	(107, 'Michael', 'Thompson', '206 Main St', 'Chicago', 'Illinois', '60601', 'michael.thompson106@example.com', '216-555-1106', '\x0159c3430352588f0c311bb9c27c37453222fcce5656b3ed2e6dc190143c4836eb7f403a3b295c692da5402a9d', 'd1047dd1f4ce7eb5', '4142', '11/29', '2026-11-24 14:00:00+00'),
	(108, 'Linda', 'Robinson', '207 Main St', 'Buffalo', 'New York', '14202', 'linda.robinson107@example.com', '216-555-1107', '\x01996b248f5a1869007deee65881b53bd8815d9dd73ea886cc9776cd8105dac93566e59123e7581c3838b23a54', 'd1047dd1f4ce7eb5', '3334', '12/29', '2026-11-24 14:00:00+00'),
	(109, 'David', 'Miller', '208 Main St', 'Cleveland', 'Ohio', '44114', 'david.miller108@example.com', '216-555-1108', '\x01158cdc5ada4239b1032516cd2abc6e8c41b67b673f7da93e819cf424eb5e2997b329634b393d62f573695ff5', 'd1047dd1f4ce7eb5', '2525', '01/29', '2026-11-24 14:00:00+00'),
	(110, 'Elizabeth', 'Wilson', '209 Main St', 'Columbus', 'Ohio', '43215', 'elizabeth.wilson109@example.com', '216-555-1109', '\x01932cd9bd58c36c14cbd3ce4177c4649e143817339cda605a6566bf6ddb06dad8879356a4798967bf61d45891', 'd1047dd1f4ce7eb5', '1717', '02/29', '2026-11-24 14:00:00+00'),
	(111, 'William', 'Lee', '210 Main St', 'Pittsburgh', 'Pennsylvania', '15222', 'william.lee110@example.com', '216-555-1110', '\x01a6a566d220d623435c06ae0786a7dc470d5fb5e181fddae432b4cc603af51ffb1a8dbcbdf2ea7c96165e79b4', 'd1047dd1f4ce7eb5', '0909', '03/29', '2026-11-24 14:00:00+00'),
	(112, 'Barbara', 'Ramirez', '211 Main St', 'Detroit', 'Michigan', '48226', 'barbara.ramirez111@example.com', '216-555-1111', '\x01d42767ec7d780f32a26ee430b7443ec57047bef1d604f35efa9b75dff16c0f50e6a6819b54a50f22e045af23', 'd1047dd1f4ce7eb5', '0091', '04/29', '2026-11-24 14:00:00+00'),
	(113, 'Richard', 'Jones', '212 Main St', 'Chicago', 'Illinois', '60601', 'richard.jones112@example.com', '216-555-1112', '\x019e1f14582725e347eae28133e1a2d5db3a6c2019a00ee991cb7fb94e0a29c2bccdc02129592dee29c0dcff94', 'd1047dd1f4ce7eb5', '9283', '05/29', '2026-11-24 14:00:00+00'),
	(114, 'Susan', 'Lopez', '213 Main St', 'Buffalo', 'New York', '14202', 'susan.lopez113@example.com', '216-555-1113', '\x0141b94ddb8cf29069f532a4f1a43ba2ae602341e673ace03716c765941bbe36a43ea3d8399928fde6878e0c8d', 'd1047dd1f4ce7eb5', '8475', '06/29', '2026-11-24 14:00:00+00'),
	(115, 'Joseph', 'Jackson', '214 Main St', 'Cleveland', 'Ohio', '44114', 'joseph.jackson114@example.com', '216-555-1114', '\x017ad70a0d32fadaa071e177f5ce839cbde2533264f6a9ea7b0ae920ca0c4fb58fa3b897051c1e42a9cb37f013', 'd1047dd1f4ce7eb5', '7667', '07/29', '2026-11-24 14:00:00+00'),
	(116, 'Jessica', 'Sanchez', '215 Main St', 'Columbus', 'Ohio', '43215', 'jessica.sanchez115@example.com', '216-555-1115', '\x0109ffb2d2b5b13e06a538b14a8e33eaa138a6f94770ad7142f206073a82f82349d91b53993c5fa96c06361d0c', 'd1047dd1f4ce7eb5', '6859', '08/29', '2026-11-24 14:00:00+00'),
	(117, 'Thomas', 'Williams', '216 Main St', 'Pittsburgh', 'Pennsylvania', '15222', 'thomas.williams116@example.com', '216-555-1116', '\x013e8f46e49299bebe4fc06b6c7306c29d96730cf5c2fc5bb03b113f629ec33b3f1cab220b16c5132f4ea7dfe7', 'd1047dd1f4ce7eb5', '6042', '09/29', '2026-11-24 14:00:00+00'),
	(118, 'Sarah', 'Martinez', '217 Main St', 'Detroit', 'Michigan', '48226', 'sarah.martinez117@example.com', '216-555-1117', '\x01c468ec082ae2fb937b72e3247c1fe2b09489a4adafe12cf8df6cb4b90013f8576019950883249a680d288e82', 'd1047dd1f4ce7eb5', '5234', '10/29', '2026-11-24 14:00:00+00'),
	(119, 'Charles', 'Taylor', '218 Main St', 'Chicago', 'Illinois', '60601', 'charles.taylor118@example.com', '216-555-1118', '\x012f3cac9263465724cf3eb9b9aa3681fa87eb350633285492828bb221081cdbb9fe39923dab47ad761f883ebb', 'd1047dd1f4ce7eb5', '4427', '11/29', '2026-11-24 14:00:00+00'),
	(120, 'Karen', 'White', '219 Main St', 'Buffalo', 'New York', '14202', 'karen.white119@example.com', '216-555-1119', '\x0130969d64c8e2bcc889e1bfe21a0744e01dfee2d465f2bdab8ef07ec7ffe23903e7770701554d78fa642a3f38', 'd1047dd1f4ce7eb5', '3619', '12/29', '2026-11-24 14:00:00+00'),
	(121, 'James', 'Smith', '220 Main St', 'Cleveland', 'Ohio', '44114', 'james.smith120@example.com', '216-555-1120', '\x016ec9aa4941be375e26df037bf8aefd9400905c6e6e60c15f63703f5328a5162fb0d404e29db4ec1ea2a59b01', 'd1047dd1f4ce7eb5', '2800', '01/29', '2026-11-24 14:00:00+00'),
	(122, 'Mary', 'Davis', '221 Main St', 'Columbus', 'Ohio', '43215', 'mary.davis121@example.com', '216-555-1121', '\x0199b96a90fbb73119e18f090f735bac35332d0bb13fea730702df13f5a91710f575e6c5b58ac0f61154faa5c1', 'd1047dd1f4ce7eb5', '1994', '02/29', '2026-11-24 14:00:00+00'),
	(123, 'Robert', 'Anderson', '222 Main St', 'Pittsburgh', 'Pennsylvania', '15222', 'robert.anderson122@example.com', '216-555-1122', '\x017bffbdc15ef2c1f4ce6406dfa6268564dc7258abed51e345f684da2f4ed53439251f8cfaa0d011783965b101', 'd1047dd1f4ce7eb5', '1184', '03/29', '2026-11-24 14:00:00+00'),
	(124, 'Patricia', 'Perez', '223 Main St', 'Detroit', 'Michigan', '48226', 'patricia.perez123@example.com', '216-555-1123', '\x01e6b7f6270640078bff11e49fb281ebcdd0a39574f6fd26a39b96684ea1ad3636c92d80eb3d1e9795102c8e63', 'd1047dd1f4ce7eb5', '0376', '04/29', '2026-11-24 14:00:00+00'),
	(125, 'John', 'Lewis', '224 Main St', 'Chicago', 'Illinois', '60601', 'john.lewis124@example.com', '216-555-1124', '\x012f8bff3d8db8b9f47177714ab063f3a771d0e6ffeb72e03132fd5e35959f50a515c4b9bfb0a477df296f30bb', 'd1047dd1f4ce7eb5', '9568', '05/29', '2026-11-24 14:00:00+00'),
	(126, 'Jennifer', 'Garcia', '225 Main St', 'Buffalo', 'New York', '14202', 'jennifer.garcia125@example.com', '216-555-1125', '\x011b9b201904d62842553ea5427f33e0fc1391330bbb838e80036f83b11fde1423419503a34b7267eb38d6aca7', 'd1047dd1f4ce7eb5', '8752', '06/29', '2026-11-24 14:00:00+00'),
	(127, 'Michael', 'Gonzalez', '226 Main St', 'Cleveland', 'Ohio', '44114', 'michael.gonzalez126@example.com', '216-555-1126', '\x01454fb8d3d42d1ca084865d5231358a792709b1b3a78f6b39d76dc587d7c1a20d3b9bdf6e6ba7a83a34ee3a98', 'd1047dd1f4ce7eb5', '7945', '07/29', '2026-11-24 14:00:00+00'),
	(128, 'Linda', 'Martin', '227 Main St', 'Columbus', 'Ohio', '43215', 'linda.martin127@example.com', '216-555-1127', '\x01b11977bb461d090bea5192bc8e82665efd17fa011732b843a560059cdb5c6074452f1a197471c83bb5503fac', 'd1047dd1f4ce7eb5', '7133', '08/29', '2026-11-24 14:00:00+00'),
	(129, 'David', 'Clark', '228 Main St', 'Pittsburgh', 'Pennsylvania', '15222', 'david.clark128@example.com', '216-555-1128', '\x01796784868f2a07d5aec541bccf29b29e8989196f3137b18ffb67178c53d0f51589c4362df82e8096348db07f', 'd1047dd1f4ce7eb5', '6325', '09/29', '2026-11-24 14:00:00+00'),
	(130, 'Elizabeth', 'Brown', '229 Main St', 'Detroit', 'Michigan', '48226', 'elizabeth.brown129@example.com', '216-555-1129', '\x01d9aac7aa335b0664d483458486f44f1dea1d8307dab62e5386bd09fab6b7d536bacc1891b26d25d627f043b0', 'd1047dd1f4ce7eb5', '5517', '10/29', '2026-11-24 14:00:00+00'),
	(131, 'William', 'Hernandez', '230 Main St', 'Chicago', 'Illinois', '60601', 'william.hernandez130@example.com', '216-555-1130', '\x016388db01a1c8766c16bc8faa986f1ca9d8d288f620f47408440973aebd4358cee671c6af85f5c522149cb971', 'd1047dd1f4ce7eb5', '4702', '11/29', '2026-11-24 14:00:00+00'),
	(132, 'Barbara', 'Moore', '231 Main St', 'Buffalo', 'New York', '14202', 'barbara.moore131@example.com', '216-555-1131', '\x016ec077ecdd768a2dd3a7bba37b4e380bca52b045690fe5fb5f0018a4af8829885e8aecab9878fc1b5e129618', 'd1047dd1f4ce7eb5', '3894', '12/29', '2026-11-24 14:00:00+00'),
	(133, 'Richard', 'Harris', '232 Main St', 'Cleveland', 'Ohio', '44114', 'richard.harris132@example.com', '216-555-1132', '\x01e543259f287c1dfbe00017e1dc83a4b57adb56bd1f11ccb20be9e0f13c5a3be2a55f4d1c9ccb4494032dda08', 'd1047dd1f4ce7eb5', '3084', '01/29', '2026-11-24 14:00:00+00'),
	(134, 'Susan', 'Johnson', '233 Main St', 'Columbus', 'Ohio', '43215', 'susan.johnson133@example.com', '216-555-1133', '\x01684806ec00209810f2b5bf797f0cb9ba3f3bc7ba7e87f148db013b8c71821cb3ce958b5f3106ade52702a45a', 'd1047dd1f4ce7eb5', '2275', '02/29', '2026-11-24 14:00:00+00'),
	(135, 'Joseph', 'Rodriguez', '234 Main St', 'Pittsburgh', 'Pennsylvania', '15222', 'joseph.rodriguez134@example.com', '216-555-1134', '\x01e173c12c07ab20611de42fad33f4ed42740ce0456490929c660c06a650399ba60122fcaf6da1d41cdf00efa6', 'd1047dd1f4ce7eb5', '1467', '03/29', '2026-11-24 14:00:00+00'),
	(136, 'Jessica', 'Thomas', '235 Main St', 'Detroit', 'Michigan', '48226', 'jessica.thomas135@example.com', '216-555-1135', '\x01b57cda23ed4b2ca2a0a3521f345b0f06ebb63d12d68a5667d4f3ad233b479f7b56252dd7d04f4422c8bca75b', 'd1047dd1f4ce7eb5', '0651', '04/29', '2026-11-24 14:00:00+00'),
	(137, 'Thomas', 'Thompson', '236 Main St', 'Chicago', 'Illinois', '60601', 'thomas.thompson136@example.com', '216-555-1136', '\x0174f0b5d89ba2bc871e6cd2e9e5ae504fab22ee122e2f6e541650f3e4144c9ec423e08c41c363b75bb1ff8b27', 'd1047dd1f4ce7eb5', '9844', '05/29', '2026-11-24 14:00:00+00'),
	(138, 'Sarah', 'Robinson', '237 Main St', 'Buffalo', 'New York', '14202', 'sarah.robinson137@example.com', '216-555-1137', '\x01bcb16ea96edb5fad1ddaf59ed731ee8117f8d1838a0750f60c2d7a0a2da320334d2884ab4c547cc6fc76e2ec', 'd1047dd1f4ce7eb5', '9034', '06/29', '2026-11-24 14:00:00+00'),
	(139, 'Charles', 'Miller', '238 Main St', 'Cleveland', 'Ohio', '44114', 'charles.miller138@example.com', '216-555-1138', '\x01866a65d5d6fedcbe4fa0f321503bd4a298e9d8f405054fdcaa6a63c0d051f90bbcd12101e26dbec3cf5c4e39', 'd1047dd1f4ce7eb5', '8226', '07/29', '2026-11-24 14:00:00+00'),
	(140, 'Karen', 'Wilson', '239 Main St', 'Columbus', 'Ohio', '43215', 'karen.wilson139@example.com', '216-555-1139', '\x018e711b922eaa44b5b6e2144171a2dd26f6782fb72999142c045fb26c01f397200967dd41b178f9a239deb2cf', 'd1047dd1f4ce7eb5', '7418', '08/29', '2026-11-24 14:00:00+00'),
	(141, 'James', 'Lee', '240 Main St', 'Pittsburgh', 'Pennsylvania', '15222', 'james.lee140@example.com', '216-555-1140', '\x01a1260f990ae52f91060c174559c73590a401771e9d8f52642b045b03a7ee24d833698937c938d3bbd1415e8d', 'd1047dd1f4ce7eb5', '6602', '09/29', '2026-11-24 14:00:00+00'),
	(142, 'Mary', 'Ramirez', '241 Main St', 'Detroit', 'Michigan', '48226', 'mary.ramirez141@example.com', '216-555-1141', '\x0141534a690c0f26fc400ed16a7f5879e60bcaf75409aa4b82accf3d8b14bd43f69fda1718247cbd45fe62dd7d', 'd1047dd1f4ce7eb5', '5794', '10/29', '2026-11-24 14:00:00+00'),
	(143, 'Robert', 'Jones', '242 Main St', 'Chicago', 'Illinois', '60601', 'robert.jones142@example.com', '216-555-1142', '\x0156e06d7b2dc80074becbd6b79e6cf458ae1566a0fc25840284ae9324b0c13e4d3099eb66e1ded736227059d2', 'd1047dd1f4ce7eb5', '4987', '11/29', '2026-11-24 14:00:00+00'),
	(144, 'Patricia', 'Lopez', '243 Main St', 'Buffalo', 'New York', '14202', 'patricia.lopez143@example.com', '216-555-1143', '\x01da3f167807b31a9c1abdc0a493f6eb1073a6c7ef34c32f8ff3799db4195ae938e3792e2f77a5138d0164a776', 'd1047dd1f4ce7eb5', '4177', '12/29', '2026-11-24 14:00:00+00'),
	(145, 'John', 'Jackson', '244 Main St', 'Cleveland', 'Ohio', '44114', 'john.jackson144@example.com', '216-555-1144', '\x01f4c6a35d3f40cb849dde72ef9eb03fdac869e4f6130af68663ec0ea96945a98e62514d59e1cc56a93b330274', 'd1047dd1f4ce7eb5', '3369', '01/29', '2026-11-24 14:00:00+00'),
	(146, 'Jennifer', 'Sanchez', '245 Main St', 'Columbus', 'Ohio', '43215', 'jennifer.sanchez145@example.com', '216-555-1145', '\x011e83af793dfe493b1dc6806e37ca4423e6dbd461b8f4ff29be52f9b421723a6d4fbe5672000e2542dd565f9c', 'd1047dd1f4ce7eb5', '2553', '02/29', '2026-11-24 14:00:00+00'),
	(147, 'Michael', 'Williams', '246 Main St', 'Pittsburgh', 'Pennsylvania', '15222', 'michael.williams146@example.com', '216-555-1146', '\x0124db056f6ac501bd8e0e2e7685e154c912a3b15bfe1b61d7f848b98cbe729c2e14c8fca9612466ece12973bd', 'd1047dd1f4ce7eb5', '1745', '03/29', '2026-11-24 14:00:00+00'),
	(148, 'Linda', 'Martinez', '247 Main St', 'Detroit', 'Michigan', '48226', 'linda.martinez147@example.com', '216-555-1147', '\x01402e69fbd08b405451f42e4985b825b904ec76d0461e063ab9923e56b77ce7a16a2698f550f6b66db4726b25', 'd1047dd1f4ce7eb5', '0937', '04/29', '2026-11-24 14:00:00+00'),
	(149, 'David', 'Taylor', '248 Main St', 'Chicago', 'Illinois', '60601', 'david.taylor148@example.com', '216-555-1148', '\x01842a26848580e62ff1aecf919713bccc807131213b93677741829227dc1cc7fdbaf95d775c49634931ea9576', 'd1047dd1f4ce7eb5', '0127', '05/29', '2026-11-24 14:00:00+00'),
	(150, 'Elizabeth', 'White', '249 Main St', 'Buffalo', 'New York', '14202', 'elizabeth.white149@example.com', '216-555-1149', '\x0155f94ced67758bcbedcb0ea1040243ee7b97b93b01d2148b25c07c973807dad767fd3bd064361d8495b76580', 'd1047dd1f4ce7eb5', '9311', '06/29', '2026-11-24 14:00:00+00'),
	(151, 'William', 'Smith', '250 Main St', 'Cleveland', 'Ohio', '44114', 'william.smith150@example.com', '216-555-1150', '\x01529fc167920cb99ff0fa2f6ac2ab597af3f927850062b1d35ec2d2b58b87b3f5c17950bb7ce247201b2a95ae', 'd1047dd1f4ce7eb5', '8503', '07/29', '2026-11-24 14:00:00+00'),
	(152, 'Barbara', 'Davis', '251 Main St', 'Columbus', 'Ohio', '43215', 'barbara.davis151@example.com', '216-555-1151', '\x01d83f7c962b8998bfe10562c585c4616758789b9dbb0350f3c67b82a48152b5106f4fbec278bf434a02a28a70', 'd1047dd1f4ce7eb5', '7695', '08/29', '2026-11-24 14:00:00+00'),
	(153, 'Richard', 'Anderson', '252 Main St', 'Pittsburgh', 'Pennsylvania', '15222', 'richard.anderson152@example.com', '216-555-1152', '\x01990b5c31e8ac8344fe0930e2987a596a27373791e7875062d84ba6f9e801258eb3c43aa225cec5c6e3642114', 'd1047dd1f4ce7eb5', '6887', '09/29', '2026-11-24 14:00:00+00'),
	(154, 'Susan', 'Perez', '253 Main St', 'Detroit', 'Michigan', '48226', 'susan.perez153@example.com', '216-555-1153', '\x017b5cebe1656cb87c531e8e1a60ac46cf1460c049607495ff9063e2812d47cf63f11ed2d0f53085104f3b3911', 'd1047dd1f4ce7eb5', '6077', '10/29', '2026-11-24 14:00:00+00'),
	(155, 'Joseph', 'Lewis', '254 Main St', 'Chicago', 'Illinois', '60601', 'joseph.lewis154@example.com', '216-555-1154', '\x01bdc08cb0365316280211847a73f9c5837fa8de46ba8332b43a64abd1cd8a87151f379c46db362c3dc9d6cb0a', 'd1047dd1f4ce7eb5', '5261', '11/29', '2026-11-24 14:00:00+00'),
	(156, 'Jessica', 'Garcia', '255 Main St', 'Buffalo', 'New York', '14202', 'jessica.garcia155@example.com', '216-555-1155', '\x015106e464c7d1436b8ae012572ac234e80ee1865718574b073d0e68afa236e2dea81d9da7d39105f81906e848', 'd1047dd1f4ce7eb5', '4454', '12/29', '2026-11-24 14:00:00+00'),
	(157, 'Thomas', 'Gonzalez', '256 Main St', 'Cleveland', 'Ohio', '44114', 'thomas.gonzalez156@example.com', '216-555-1156', '\x013ed7d48672c91c07c30f8e56c89c9aa0979420e4eefe1ec172348dfd1ca1d64faf1e774250c504e72cf023cd', 'd1047dd1f4ce7eb5', '3647', '01/29', '2026-11-24 14:00:00+00'),
	(158, 'Sarah', 'Martin', '257 Main St', 'Columbus', 'Ohio', '43215', 'sarah.martin157@example.com', '216-555-1157', '\x01eb0acfa94e56f2603930259dc4701b840d25b44ea687a61340cbf709047ce5bb4de25253e1e373e709ff5928', 'd1047dd1f4ce7eb5', '2839', '02/29', '2026-11-24 14:00:00+00'),
	(159, 'Charles', 'Clark', '258 Main St', 'Pittsburgh', 'Pennsylvania', '15222', 'charles.clark158@example.com', '216-555-1158', '\x0194585b473b7c10f5c394b331674a728d9941b9228c94d5a2aa611dbadbad23f9391adab18eeb0050c7222dc0', 'd1047dd1f4ce7eb5', '2028', '03/29', '2026-11-24 14:00:00+00'),
	(160, 'Karen', 'Brown', '259 Main St', 'Detroit', 'Michigan', '48226', 'karen.brown159@example.com', '216-555-1159', '\x01ef7f5062f08a7beb4d508cee26aa38a32693c5d2f72c7460dcfa104ef27b401e0ff19f3a79951a4387042dce', 'd1047dd1f4ce7eb5', '1212', '04/29', '2026-11-24 14:00:00+00'),
	(161, 'James', 'Hernandez', '260 Main St', 'Chicago', 'Illinois', '60601', 'james.hernandez160@example.com', '216-555-1160', '\x01f833e99035b298cad912f5fc1f7b3ee49c51897e57c2c6da5c5ed6b0d2caf4ec9df0a95198dad4a113b73ac3', 'd1047dd1f4ce7eb5', '0404', '05/29', '2026-11-24 14:00:00+00'),
	(162, 'Mary', 'Moore', '261 Main St', 'Buffalo', 'New York', '14202', 'mary.moore161@example.com', '216-555-1161', '\x010c117cd4e19cecabce9553f03edf1c1b4f5bd1d8e8b499fc47f0dc44288b951e1dbe3f2cd4f0e6a7f10d4ef0', 'd1047dd1f4ce7eb5', '9596', '06/29', '2026-11-24 14:00:00+00'),
	(163, 'Robert', 'Harris', '262 Main St', 'Cleveland', 'Ohio', '44114', 'robert.harris162@example.com', '216-555-1162', '\x011f7bf8f9c46dee10c5e8b1f76142720b895442ae47bf590b8e5c8132c7fdd2d285edc0d57b20332e29981bde', 'd1047dd1f4ce7eb5', '8788', '07/29', '2026-11-24 14:00:00+00'),
	(164, 'Patricia', 'Johnson', '263 Main St', 'Columbus', 'Ohio', '43215', 'patricia.johnson163@example.com', '216-555-1163', '\x0105f09211c1c5dbd5f67b7a22e48c6cc0122017376fb162af2f8f64152c693a694bb86280cfc9da20fa754eb4', 'd1047dd1f4ce7eb5', '7970', '08/29', '2026-11-24 14:00:00+00'),
	(165, 'John', 'Rodriguez', '264 Main St', 'Pittsburgh', 'Pennsylvania', '15222', 'john.rodriguez164@example.com', '216-555-1164', '\x01471e6f315dcf768a3c27d536ed4d9624875503f13e729cbff998ed5168f9a8e135c46e9408e788d2878904c4', 'd1047dd1f4ce7eb5', '7162', '09/29', '2026-11-24 14:00:00+00'),
	(166, 'Jennifer', 'Thomas', '265 Main St', 'Detroit', 'Michigan', '48226', 'jennifer.thomas165@example.com', '216-555-1165', '\x012b4c4775e1b1897b571d43b8d17634d4eceaecc6b20a7f66eff7dfe0c935d440f0b76dc6ba4556fcd013acb2', 'd1047dd1f4ce7eb5', '6354', '10/29', '2026-11-24 14:00:00+00'),
	(167, 'Michael', 'Thompson', '266 Main St', 'Chicago', 'Illinois', '60601', 'michael.thompson166@example.com', '216-555-1166', '\x01ad97207fec7931ee49ee59f8f8f7213f3efcfcf3c5943a943421b8446d0399a19c1134831282c061394bcc83', 'd1047dd1f4ce7eb5', '5547', '11/29', '2026-11-24 14:00:00+00'),
	(168, 'Linda', 'Robinson', '267 Main St', 'Buffalo', 'New York', '14202', 'linda.robinson167@example.com', '216-555-1167', '\x010aecf1847b5cd80359a549bfd33f2e8756dcbe5cd93f47b4e26c294b896247d8f4c217225d5fbe16dae1bdf8', 'd1047dd1f4ce7eb5', '4730', '12/29', '2026-11-24 14:00:00+00'),
	(169, 'David', 'Miller', '268 Main St', 'Cleveland', 'Ohio', '44114', 'david.miller168@example.com', '216-555-1168', '\x011289babded1735656f5567a31f82b668dd18512bdeac6c83df18934294564e55b4d44ea65d9142af66c301ce', 'd1047dd1f4ce7eb5', '3922', '01/29', '2026-11-24 14:00:00+00'),
	(170, 'Elizabeth', 'Wilson', '269 Main St', 'Columbus', 'Ohio', '43215', 'elizabeth.wilson169@example.com', '216-555-1169', '\x01a634725e536a250c4145605e717c645c6d16b0e6b612a1b0c39aaf18f3e15606aa89629c7bc81af361e2adcd', 'd1047dd1f4ce7eb5', '3114', '02/29', '2026-11-24 14:00:00+00'),
	(171, 'William', 'Lee', '270 Main St', 'Pittsburgh', 'Pennsylvania', '15222', 'william.lee170@example.com', '216-555-1170', '\x011416bb4209fec049450197ed75c400619def7b0ff9a81cdff4ccce0750fdbce27bc224af5efe57859a50eb27', 'd1047dd1f4ce7eb5', '2306', '03/29', '2026-11-24 14:00:00+00'),
	(172, 'Barbara', 'Ramirez', '271 Main St', 'Detroit', 'Michigan', '48226', 'barbara.ramirez171@example.com', '216-555-1171', '\x01e397a9d94065b398df833eefe26b6a9080f56a32ba31419ab6412eaa5cb5af2ac2ac34c9070c80a9d625bbfa', 'd1047dd1f4ce7eb5', '1497', '04/29', '2026-11-24 14:00:00+00'),
	(173, 'Richard', 'Jones', '272 Main St', 'Chicago', 'Illinois', '60601', 'richard.jones172@example.com', '216-555-1172', '\x018aaa16ad509c982305b0d3a4edfad05f556c36fc489ce6d05d14993807c142ce5c5389dc92683e35577dc882', 'd1047dd1f4ce7eb5', '0689', '05/29', '2026-11-24 14:00:00+00'),
	(174, 'Susan', 'Lopez', '273 Main St', 'Buffalo', 'New York', '14202', 'susan.lopez173@example.com', '216-555-1173', '\x012b31dfc6bc3c9f52750b935224e44040d797d7f335418ab831491142143670307c5804ac09587f63d4f8ec95', 'd1047dd1f4ce7eb5', '9873', '06/29', '2026-11-24 14:00:00+00'),
	(175, 'Joseph', 'Jackson', '274 Main St', 'Cleveland', 'Ohio', '44114', 'joseph.jackson174@example.com', '216-555-1174', '\x01cbdc867cf3b3b64702a5f9b6b2f4b2ee28d14590a84e09efe3bb9f31bd6ebae5bf0b957c86587cf3cf95a6f2', 'd1047dd1f4ce7eb5', '9063', '07/29', '2026-11-24 14:00:00+00'),
	(176, 'Jessica', 'Sanchez', '275 Main St', 'Columbus', 'Ohio', '43215', 'jessica.sanchez175@example.com', '216-555-1175', '\x0140f6270e2a42ccceb4952356f7ca9cc778df9c707493dcba167a9f551af2be324b54793e9e1a3daf0da5da59', 'd1047dd1f4ce7eb5', '8255', '08/29', '2026-11-24 14:00:00+00'),
	(177, 'Thomas', 'Williams', '276 Main St', 'Pittsburgh', 'Pennsylvania', '15222', 'thomas.williams176@example.com', '216-555-1176', '\x017dca9c441023588d45320cdeae2927d4e99e52669bde59cb4647c0ffd713125aab70ad979624f74b7a6deb5c', 'd1047dd1f4ce7eb5', '7448', '09/29', '2026-11-24 14:00:00+00'),
	(178, 'Sarah', 'Martinez', '277 Main St', 'Detroit', 'Michigan', '48226', 'sarah.martinez177@example.com', '216-555-1177', '\x014160c1b867124022e7bc20f36afec246a7c3989c0ef5654f8e4ebae75a6c61e4f4e5a4520f32d930fc1d107d', 'd1047dd1f4ce7eb5', '6630', '10/29', '2026-11-24 14:00:00+00'),
	(179, 'Charles', 'Taylor', '278 Main St', 'Chicago', 'Illinois', '60601', 'charles.taylor178@example.com', '216-555-1178', '\x017f79ddff9d03cb99fe53c76b6e74b9ddde23667d0561035a9bbf8a5c9a7827e79f848ffbba2cb0120e218c8d', 'd1047dd1f4ce7eb5', '5824', '11/29', '2026-11-24 14:00:00+00'),
	(180, 'Karen', 'White', '279 Main St', 'Buffalo', 'New York', '14202', 'karen.white179@example.com', '216-555-1179', '\x01b1c39c0af351805fb33d223ec487057c20a8452b0204d9e77fe2d32bb52e357d6346fc390006cb2bf7150fe8', 'd1047dd1f4ce7eb5', '5014', '12/29', '2026-11-24 14:00:00+00'),
	(181, 'James', 'Smith', '280 Main St', 'Cleveland', 'Ohio', '44114', 'james.smith180@example.com', '216-555-1180', '\x016a339f7bca330a33c394c089aab61d863ce23e71cf803b804bef74c06657b0fea8c829d858a1fabfcca39b2a', 'd1047dd1f4ce7eb5', '4207', '01/29', '2026-11-24 14:00:00+00'),
	(182, 'Mary', 'Davis', '281 Main St', 'Columbus', 'Ohio', '43215', 'mary.davis181@example.com', '216-555-1181', '\x01e8082c1f0694203893c217e3a8a3e29c193258fd14712cfa6753d90cbac7fff341fcdd5f90d7a30e8c6b2684', 'd1047dd1f4ce7eb5', '3399', '02/29', '2026-11-24 14:00:00+00'),
	(183, 'Robert', 'Anderson', '282 Main St', 'Pittsburgh', 'Pennsylvania', '15222', 'robert.anderson182@example.com', '216-555-1182', '\x016a3aaecaff9a89c1f254ac820ce225222ff8bee96d4ea84e124036a0fa7ab15f4c9cf68d6ec68d7d70226dfc', 'd1047dd1f4ce7eb5', '2581', '03/29', '2026-11-24 14:00:00+00'),
	(184, 'Patricia', 'Perez', '283 Main St', 'Detroit', 'Michigan', '48226', 'patricia.perez183@example.com', '216-555-1183', '\x01b73059554b112d254727d1b7c765ef2cac84a44f3c660f44fb0e4332451bce00ec81a349621abfc3822594dd', 'd1047dd1f4ce7eb5', '1775', '04/29', '2026-11-24 14:00:00+00'),
	(185, 'John', 'Lewis', '284 Main St', 'Chicago', 'Illinois', '60601', 'john.lewis184@example.com', '216-555-1184', '\x019686aa3159f499037463a887840e27963342021d058ed212c0fc166296d42f1f1064a744fd168814ed582277', 'd1047dd1f4ce7eb5', '0966', '05/29', '2026-11-24 14:00:00+00'),
	(186, 'Jennifer', 'Garcia', '285 Main St', 'Buffalo', 'New York', '14202', 'jennifer.garcia185@example.com', '216-555-1185', '\x0105a3f711c95b910992333cbf17d5c7f620709ec559738192f938e6886cd7729221144d60db571045476b5540', 'd1047dd1f4ce7eb5', '0156', '06/29', '2026-11-24 14:00:00+00'),
	(187, 'Michael', 'Gonzalez', '286 Main St', 'Cleveland', 'Ohio', '44114', 'michael.gonzalez186@example.com', '216-555-1186', '\x01acbb6f9be89e399c8519701046359810fec9efd25e15fe8e3d5a7d92142ea9935311faf063f77d83ffcff7ec', 'd1047dd1f4ce7eb5', '9349', '07/29', '2026-11-24 14:00:00+00'),
	(188, 'Linda', 'Martin', '287 Main St', 'Columbus', 'Ohio', '43215', 'linda.martin187@example.com', '216-555-1187', '\x019be402c0af8ea2dde2832dde704a3ea46565751293ad3371bd663dc0db273e9f2afaa4780c512479f33c05d2', 'd1047dd1f4ce7eb5', '8531', '08/29', '2026-11-24 14:00:00+00'),
	(189, 'David', 'Clark', '288 Main St', 'Pittsburgh', 'Pennsylvania', '15222', 'david.clark188@example.com', '216-555-1188', '\x0198163f89c972ff22c65d7e106afef02c3ed4e3121032b5133f22d8b5e5fa86bb92d91ba035ec08e79d04f7ad', 'd1047dd1f4ce7eb5', '7725', '09/29', '2026-11-24 14:00:00+00'),
	(190, 'Elizabeth', 'Brown', '289 Main St', 'Detroit', 'Michigan', '48226', 'elizabeth.brown189@example.com', '216-555-1189', '\x01acf32973e4efc27ae71c417f6a864c9345257c5d20722a568b81b3fe2f274e61055265f7afd26c3464d980bc', 'd1047dd1f4ce7eb5', '6917', '10/29', '2026-11-24 14:00:00+00'),
	(191, 'William', 'Hernandez', '290 Main St', 'Chicago', 'Illinois', '60601', 'william.hernandez190@example.com', '216-555-1190', '\x0149611e86edb155454698e7f02d46913c16898ea583a5ea3e8345d4898c45ae8a4f93fe8a3443bd6e88c8fabd', 'd1047dd1f4ce7eb5', '6107', '11/29', '2026-11-24 14:00:00+00'),
	(192, 'Barbara', 'Moore', '291 Main St', 'Buffalo', 'New York', '14202', 'barbara.moore191@example.com', '216-555-1191', '\x01bb892ea5ccc652aca14709ba3e942280cd72425f008e25ac6987742734f30a99458606bce7b4aa7a2f1dd4bd', 'd1047dd1f4ce7eb5', '5299', '12/29', '2026-11-24 14:00:00+00'),
	(193, 'Richard', 'Harris', '292 Main St', 'Cleveland', 'Ohio', '44114', 'richard.harris192@example.com', '216-555-1192', '\x019a491c451a3b47e5c300fbc143c29a5e22b10f1c574ccab35b83bfd0ee9da44e2fbc0f06b3146abb448d0407', 'd1047dd1f4ce7eb5', '4482', '01/29', '2026-11-24 14:00:00+00'),
	(194, 'Susan', 'Johnson', '293 Main St', 'Columbus', 'Ohio', '43215', 'susan.johnson193@example.com', '216-555-1193', '\x01f6a115dc83bebc9ac780982e0e390921ced65ba7183a31bf5d2ec9f62653e41ea51ae449aeb40fe60a3ccb82', 'd1047dd1f4ce7eb5', '3676', '02/29', '2026-11-24 14:00:00+00'),
	(195, 'Joseph', 'Rodriguez', '294 Main St', 'Pittsburgh', 'Pennsylvania', '15222', 'joseph.rodriguez194@example.com', '216-555-1194', '\x0188d1b59c4dfe29b1af65e15d294da5600b220f5d6f8adacbecc066c1c7d5c8a75f2609434f509f25f73b5f4d', 'd1047dd1f4ce7eb5', '2868', '03/29', '2026-11-24 14:00:00+00'),
	(196, 'Jessica', 'Thomas', '295 Main St', 'Detroit', 'Michigan', '48226', 'jessica.thomas195@example.com', '216-555-1195', '\x01a59e5ee17a65de1167f79e0ee5441ebb4ecca971366a20f9bc98e2b04b1a1b5d8bc1449d7f59ec5e9b447d97', 'd1047dd1f4ce7eb5', '2058', '04/29', '2026-11-24 14:00:00+00'),
	(197, 'Thomas', 'Thompson', '296 Main St', 'Chicago', 'Illinois', '60601', 'thomas.thompson196@example.com', '216-555-1196', '\x01e164865aadc104a1f661aa03ea786f7d12c99a31478dd52b8a972addcb5ddc3d40adad7eadb7c5596e05fe8f', 'd1047dd1f4ce7eb5', '1240', '05/29', '2026-11-24 14:00:00+00'),
	(198, 'Sarah', 'Robinson', '297 Main St', 'Buffalo', 'New York', '14202', 'sarah.robinson197@example.com', '216-555-1197', '\x0107c8663d92d7dafe94440432bf9b54a545c9278bdfabceba5b54c49d68df5650f502e4763a51dfeacd27822f', 'd1047dd1f4ce7eb5', '0432', '06/29', '2026-11-24 14:00:00+00'),
	(199, 'Charles', 'Miller', '298 Main St', 'Cleveland', 'Ohio', '44114', 'charles.miller198@example.com', '216-555-1198', '\x0107901c403c6f36b99c3588f6919cbc3e20d8066b8f1d686b2dee6b079731faf61b941d4fe89bd72ce0de9b55', 'd1047dd1f4ce7eb5', '9626', '07/29', '2026-11-24 14:00:00+00'),
	(200, 'Karen', 'Wilson', '299 Main St', 'Columbus', 'Ohio', '43215', 'karen.wilson199@example.com', '216-555-1199', '\x01115960e8b7212c25abd79cf5f2b8a9cbf8298dcf1171ad1f8bc0b92b3e315d844f6555c0d4831eb0b97330a8', 'd1047dd1f4ce7eb5', '8818', '08/29', '2026-11-24 14:00:00+00');
INSERT INTO reservations.customers VALUES
	(201, 'Ada', 'Lovelace', '1 Analytical St', 'London', 'NY', '10001', 'ada@example.com', '555-123-4567', '\x017e33b0175e64532fa4d813929406f6c818f1b3ea58370caacd4635bd09aaad7d79c6bb3e8f7e382976f87765', 'd1047dd1f4ce7eb5', '1111', '12/29', '2026-11-24 18:41:41.427+00'),
	(202, 'Alan', 'Turing', '2 Bletchley Rd', 'Boston', 'MA', '02101', 'alan@example.com', '555-765-4321', '\x01e91640f7a94c9f02fc3e351834baba3f82a93f08311d09d2831637864017b43705a8c5fb4a0801683e5aa378', 'd1047dd1f4ce7eb5', '4444', '01/30', '2026-11-24 18:41:41.452+00');


--
-- Data for Name: demo_seed; Type: TABLE DATA; Schema: reservations; Owner: -
--

INSERT INTO reservations.demo_seed VALUES
	('demo-bookings', '2026-11-24 18:41:28.856642+00'),
	('demo-checkins', '2026-11-24 18:41:30.665601+00');


--
-- Data for Name: idempotency_keys; Type: TABLE DATA; Schema: reservations; Owner: -
--



--
-- Data for Name: inventory; Type: TABLE DATA; Schema: reservations; Owner: -
--

INSERT INTO reservations.inventory VALUES
	(2, '2026-11-20', 20, 0, 2),
	(3, '2026-11-20', 30, 0, 4),
	(1, '2026-11-20', 50, 0, 4),
	(1, '2026-11-21', 50, 0, 15),
	(2, '2026-11-21', 20, 0, 7),
	(1, '2026-11-22', 50, 0, 25),
	(2, '2026-11-22', 20, 0, 12),
	(2, '2026-11-23', 20, 0, 16),
	(3, '2026-11-21', 30, 0, 11),
	(3, '2026-11-22', 30, 0, 19),
	(3, '2026-11-23', 30, 0, 24),
	(1, '2026-11-23', 50, 0, 40),
	(3, '2026-11-24', 30, 0, 25),
	(3, '2026-11-25', 30, 0, 17),
	(1, '2026-11-27', 50, 1, 24),
	(2, '2026-11-24', 20, 0, 16),
	(2, '2026-11-25', 20, 0, 16),
	(2, '2026-11-26', 20, 0, 16),
	(1, '2026-11-24', 50, 0, 40),
	(1, '2026-11-26', 50, 0, 24),
	(1, '2026-11-25', 50, 0, 36),
	(2, '2026-11-27', 20, 0, 4),
	(2, '2026-11-28', 20, 0, 4),
	(2, '2026-11-29', 20, 0, 4),
	(1, '2026-11-30', 50, 0, 4),
	(3, '2026-11-30', 30, 0, 4),
	(3, '2026-12-01', 30, 0, 4),
	(1, '2026-12-01', 50, 0, 8),
	(1, '2026-12-02', 50, 0, 4),
	(1, '2026-12-03', 50, 0, 4),
	(2, '2026-12-02', 20, 0, 4),
	(2, '2026-12-03', 20, 0, 4),
	(2, '2026-12-04', 20, 0, 4),
	(2, '2026-12-05', 20, 0, 4),
	(3, '2026-12-03', 30, 0, 4),
	(1, '2026-12-04', 50, 0, 4),
	(1, '2026-12-05', 50, 0, 8),
	(1, '2026-12-06', 50, 0, 4),
	(1, '2026-12-07', 50, 0, 4),
	(3, '2026-12-06', 30, 0, 4),
	(3, '2026-12-07', 30, 0, 4),
	(3, '2026-12-08', 30, 0, 4),
	(3, '2026-12-09', 30, 0, 4),
	(2, '2026-12-07', 20, 0, 4),
	(1, '2026-12-08', 50, 0, 4),
	(1, '2026-12-09', 50, 0, 8),
	(1, '2026-12-10', 50, 0, 4),
	(3, '2026-12-10', 30, 0, 4),
	(3, '2026-12-11', 30, 0, 4),
	(3, '2026-12-12', 30, 0, 4),
	(1, '2026-12-11', 50, 0, 8),
	(2, '2026-12-12', 20, 0, 4),
	(2, '2026-12-13', 20, 0, 4),
	(3, '2026-12-13', 30, 0, 8),
	(3, '2026-12-14', 30, 0, 4),
	(3, '2026-12-15', 30, 0, 4),
	(1, '2026-12-14', 50, 0, 4),
	(1, '2026-12-15', 50, 0, 4),
	(1, '2026-12-16', 50, 0, 4),
	(1, '2026-12-17', 50, 0, 4),
	(1, '2026-11-29', 50, 1, 8),
	(3, '2026-11-26', 30, 0, 13),
	(3, '2026-11-27', 30, 0, 13),
	(3, '2026-11-28', 30, 0, 1),
	(1, '2026-11-28', 50, 1, 20);


--
-- Data for Name: out_of_order; Type: TABLE DATA; Schema: reservations; Owner: -
--

INSERT INTO reservations.out_of_order VALUES
	(1, 5, '105', 1, '2026-11-27', '2026-11-29', 'Leaking faucet', false);


--
-- Data for Name: outbox; Type: TABLE DATA; Schema: reservations; Owner: -
--

INSERT INTO reservations.outbox VALUES
	(101, '7b020018-2763-43ab-b7f2-433deb7822a6', 'pms.reservations.stay.101', 1, '{"id": "7b020018-2763-43ab-b7f2-433deb7822a6", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-25", "last_name": "Hernandez", "checked_in": false, "first_name": "James", "rate_cents": 10999, "checked_out": false, "res_room_id": 101, "cc_last_four": "9006", "room_type_id": 1, "reservation_id": 1101, "confirmation_code": "W5YHSX5E"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.348Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(102, '4eb4e201-c4b0-4d4a-8cee-5c79d5cb4aaf', 'pms.reservations.stay.102', 1, '{"id": "4eb4e201-c4b0-4d4a-8cee-5c79d5cb4aaf", "data": {"type": "Suite", "active": true, "adults": 3, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-26", "last_name": "Moore", "checked_in": false, "first_name": "Mary", "rate_cents": 12999, "checked_out": false, "res_room_id": 102, "cc_last_four": "8190", "room_type_id": 3, "reservation_id": 1102, "confirmation_code": "CSJS7SV2"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.351Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(103, '27261bb2-d51a-4e31-a9e6-b6454c13c184', 'pms.reservations.stay.103', 1, '{"id": "27261bb2-d51a-4e31-a9e6-b6454c13c184", "data": {"type": "King", "active": true, "adults": 1, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-27", "last_name": "Harris", "checked_in": false, "first_name": "Robert", "rate_cents": 11999, "checked_out": false, "res_room_id": 103, "cc_last_four": "7382", "room_type_id": 2, "reservation_id": 1103, "confirmation_code": "6R7EGWAA"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.356Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(104, '1d979577-d0db-4d0e-b1c0-74ec7f23a489', 'pms.reservations.stay.104', 1, '{"id": "1d979577-d0db-4d0e-b1c0-74ec7f23a489", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-28", "last_name": "Johnson", "checked_in": false, "first_name": "Patricia", "rate_cents": 10999, "checked_out": false, "res_room_id": 104, "cc_last_four": "6574", "room_type_id": 1, "reservation_id": 1104, "confirmation_code": "F3JQGBLG"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.359Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(1, '58250f6d-37e0-478a-a739-d9f3af57ebcf', 'pms.reservations.stay.1', 1, '{"id": "58250f6d-37e0-478a-a739-d9f3af57ebcf", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-23", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Smith", "checked_in": false, "first_name": "James", "rate_cents": 10999, "checked_out": false, "res_room_id": 1, "cc_last_four": "0002", "room_type_id": 1, "reservation_id": 1001, "confirmation_code": "K9UXK52S"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.869Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(2, '4dafd6ed-0a2a-4d65-83fd-50d0f5934de7', 'pms.reservations.stay.2', 1, '{"id": "4dafd6ed-0a2a-4d65-83fd-50d0f5934de7", "data": {"type": "Suite", "active": true, "adults": 2, "arrival": "2026-11-22", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Davis", "checked_in": false, "first_name": "Mary", "rate_cents": 12999, "checked_out": false, "res_room_id": 2, "cc_last_four": "9196", "room_type_id": 3, "reservation_id": 1002, "confirmation_code": "MY6BA8EK"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.878Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(3, 'a7eedc5e-9319-486e-b85c-b3fe9517de1f', 'pms.reservations.stay.3', 1, '{"id": "a7eedc5e-9319-486e-b85c-b3fe9517de1f", "data": {"type": "King", "active": true, "adults": 3, "arrival": "2026-11-21", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Anderson", "checked_in": false, "first_name": "Robert", "rate_cents": 11999, "checked_out": false, "res_room_id": 3, "cc_last_four": "8388", "room_type_id": 2, "reservation_id": 1003, "confirmation_code": "34ZWJ2JN"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.883Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(4, 'b834d552-d308-4b19-8c36-10f4c5936f14', 'pms.reservations.stay.4', 1, '{"id": "b834d552-d308-4b19-8c36-10f4c5936f14", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-20", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Perez", "checked_in": false, "first_name": "Patricia", "rate_cents": 10999, "checked_out": false, "res_room_id": 4, "cc_last_four": "7570", "room_type_id": 1, "reservation_id": 1004, "confirmation_code": "BP8FQ9M5"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.888Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(203, 'f621cd99-d667-49bd-88a6-d6195357e61e', 'pms.reservations.stay.3', 2, '{"id": "f621cd99-d667-49bd-88a6-d6195357e61e", "data": {"type": "King", "active": true, "adults": 3, "arrival": "2026-11-21", "room_id": 2, "room_num": "102", "departure": "2026-11-24", "last_name": "Anderson", "checked_in": true, "first_name": "Robert", "rate_cents": 11999, "checked_out": false, "res_room_id": 3, "cc_last_four": "8388", "room_type_id": 2, "reservation_id": 1003, "confirmation_code": "34ZWJ2JN"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:29.893Z"}', '2026-11-24 18:41:29.879474+00', '2026-11-24 18:41:29.897444+00'),
	(207, 'c8eb304a-40a8-4153-b8ef-5e03e751a9b0', 'pms.reservations.stay.7', 2, '{"id": "c8eb304a-40a8-4153-b8ef-5e03e751a9b0", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-21", "room_id": 7, "room_num": "107", "departure": "2026-11-24", "last_name": "Gonzalez", "checked_in": true, "first_name": "Michael", "rate_cents": 10999, "checked_out": false, "res_room_id": 7, "cc_last_four": "5147", "room_type_id": 1, "reservation_id": 1007, "confirmation_code": "XKZMUULT"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:29.957Z"}', '2026-11-24 18:41:29.943417+00', '2026-11-24 18:41:29.96116+00'),
	(211, '9a7cb44f-5d68-40b9-aa46-9a9fbc752bb5', 'pms.reservations.stay.11', 2, '{"id": "9a7cb44f-5d68-40b9-aa46-9a9fbc752bb5", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-21", "room_id": 11, "room_num": "111", "departure": "2026-11-24", "last_name": "Hernandez", "checked_in": true, "first_name": "William", "rate_cents": 10999, "checked_out": false, "res_room_id": 11, "cc_last_four": "1907", "room_type_id": 1, "reservation_id": 1011, "confirmation_code": "GBZWHAYP"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.003Z"}', '2026-11-24 18:41:29.99703+00', '2026-11-24 18:41:30.007104+00'),
	(215, '2a26cc98-d947-458f-9b79-20c483adfdac', 'pms.reservations.stay.15', 2, '{"id": "2a26cc98-d947-458f-9b79-20c483adfdac", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-11-21", "room_id": 15, "room_num": "115", "departure": "2026-11-24", "last_name": "Rodriguez", "checked_in": true, "first_name": "Joseph", "rate_cents": 10999, "checked_out": false, "res_room_id": 15, "cc_last_four": "8663", "room_type_id": 1, "reservation_id": 1015, "confirmation_code": "AZC6SGJK"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.057Z"}', '2026-11-24 18:41:30.047638+00', '2026-11-24 18:41:30.060402+00'),
	(218, '4a71deb3-347e-4d7c-bc1e-5a8b08dc9a5d', 'pms.reservations.stay.18', 2, '{"id": "4a71deb3-347e-4d7c-bc1e-5a8b08dc9a5d", "data": {"type": "King", "active": true, "adults": 3, "arrival": "2026-11-22", "room_id": 14, "room_num": "114", "departure": "2026-11-24", "last_name": "Robinson", "checked_in": true, "first_name": "Sarah", "rate_cents": 11999, "checked_out": false, "res_room_id": 18, "cc_last_four": "6230", "room_type_id": 2, "reservation_id": 1018, "confirmation_code": "YLDASQFD"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.100Z"}', '2026-11-24 18:41:30.094235+00', '2026-11-24 18:41:30.103083+00'),
	(221, '0424f469-b492-47f2-9770-8bea0dd7b6f2', 'pms.reservations.stay.21', 2, '{"id": "0424f469-b492-47f2-9770-8bea0dd7b6f2", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-11-23", "room_id": 21, "room_num": "121", "departure": "2026-11-24", "last_name": "Lee", "checked_in": true, "first_name": "James", "rate_cents": 10999, "checked_out": false, "res_room_id": 21, "cc_last_four": "3808", "room_type_id": 1, "reservation_id": 1021, "confirmation_code": "NEJ8QT65"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.133Z"}', '2026-11-24 18:41:30.124445+00', '2026-11-24 18:41:30.136156+00'),
	(223, '1ab49fdd-08a3-4949-b645-eb696c8c20bf', 'pms.reservations.stay.23', 2, '{"id": "1ab49fdd-08a3-4949-b645-eb696c8c20bf", "data": {"type": "King", "active": true, "adults": 2, "arrival": "2026-11-21", "room_id": 22, "room_num": "122", "departure": "2026-11-24", "last_name": "Jones", "checked_in": true, "first_name": "Robert", "rate_cents": 11999, "checked_out": false, "res_room_id": 23, "cc_last_four": "2180", "room_type_id": 2, "reservation_id": 1023, "confirmation_code": "S2CGDDLX"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.157Z"}', '2026-11-24 18:41:30.148952+00', '2026-11-24 18:41:30.161518+00'),
	(5, 'd2e8843a-b40c-4bbc-a705-b39a6e7003a2', 'pms.reservations.stay.5', 1, '{"id": "d2e8843a-b40c-4bbc-a705-b39a6e7003a2", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-23", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Lewis", "checked_in": false, "first_name": "John", "rate_cents": 10999, "checked_out": false, "res_room_id": 5, "cc_last_four": "6762", "room_type_id": 1, "reservation_id": 1005, "confirmation_code": "LW6U4WD2"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.893Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(6, '269f8c15-fcec-4bff-984d-e8bbc25a2971', 'pms.reservations.stay.6', 1, '{"id": "269f8c15-fcec-4bff-984d-e8bbc25a2971", "data": {"type": "Suite", "active": true, "adults": 3, "arrival": "2026-11-22", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Garcia", "checked_in": false, "first_name": "Jennifer", "rate_cents": 12999, "checked_out": false, "res_room_id": 6, "cc_last_four": "5956", "room_type_id": 3, "reservation_id": 1006, "confirmation_code": "NJCBK9BM"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.898Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(7, '0545281b-4b69-423f-98ae-e94f8af7a44e', 'pms.reservations.stay.7', 1, '{"id": "0545281b-4b69-423f-98ae-e94f8af7a44e", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-21", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Gonzalez", "checked_in": false, "first_name": "Michael", "rate_cents": 10999, "checked_out": false, "res_room_id": 7, "cc_last_four": "5147", "room_type_id": 1, "reservation_id": 1007, "confirmation_code": "XKZMUULT"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.903Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(8, '8de5e996-2267-4402-9071-ff515fa0e11e', 'pms.reservations.stay.8', 1, '{"id": "8de5e996-2267-4402-9071-ff515fa0e11e", "data": {"type": "King", "active": true, "adults": 2, "arrival": "2026-11-20", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Martin", "checked_in": false, "first_name": "Linda", "rate_cents": 11999, "checked_out": false, "res_room_id": 8, "cc_last_four": "4339", "room_type_id": 2, "reservation_id": 1008, "confirmation_code": "LYQDC8M8"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.908Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(9, 'fa0388ca-82cf-42a2-a9b9-92795bb652d7', 'pms.reservations.stay.9', 1, '{"id": "fa0388ca-82cf-42a2-a9b9-92795bb652d7", "data": {"type": "Suite", "active": true, "adults": 3, "arrival": "2026-11-23", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Clark", "checked_in": false, "first_name": "David", "rate_cents": 12999, "checked_out": false, "res_room_id": 9, "cc_last_four": "3521", "room_type_id": 3, "reservation_id": 1009, "confirmation_code": "K7DHTDEJ"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.912Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(10, '2f4fc4e1-e885-4a05-9ae3-ffc5d6589ca5', 'pms.reservations.stay.10', 1, '{"id": "2f4fc4e1-e885-4a05-9ae3-ffc5d6589ca5", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-22", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Brown", "checked_in": false, "first_name": "Elizabeth", "rate_cents": 10999, "checked_out": false, "res_room_id": 10, "cc_last_four": "2713", "room_type_id": 1, "reservation_id": 1010, "confirmation_code": "FSAN6W7K"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.917Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(11, '4e50fcc4-71dc-487f-81c1-4f6cdc6a85fb', 'pms.reservations.stay.11', 1, '{"id": "4e50fcc4-71dc-487f-81c1-4f6cdc6a85fb", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-21", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Hernandez", "checked_in": false, "first_name": "William", "rate_cents": 10999, "checked_out": false, "res_room_id": 11, "cc_last_four": "1907", "room_type_id": 1, "reservation_id": 1011, "confirmation_code": "GBZWHAYP"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.923Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(12, '0cb8b3be-48d6-4f93-b08f-c6e70d1c7fbb', 'pms.reservations.stay.12', 1, '{"id": "0cb8b3be-48d6-4f93-b08f-c6e70d1c7fbb", "data": {"type": "Suite", "active": true, "adults": 3, "arrival": "2026-11-20", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Moore", "checked_in": false, "first_name": "Barbara", "rate_cents": 12999, "checked_out": false, "res_room_id": 12, "cc_last_four": "1097", "room_type_id": 3, "reservation_id": 1012, "confirmation_code": "DTFMWXUT"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.928Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(13, '969ddc84-d584-4815-b9f4-1929754e5c0e', 'pms.reservations.stay.13', 1, '{"id": "969ddc84-d584-4815-b9f4-1929754e5c0e", "data": {"type": "King", "active": true, "adults": 1, "arrival": "2026-11-23", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Harris", "checked_in": false, "first_name": "Richard", "rate_cents": 11999, "checked_out": false, "res_room_id": 13, "cc_last_four": "0289", "room_type_id": 2, "reservation_id": 1013, "confirmation_code": "ENBUTMNJ"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.932Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(14, 'd59b7a96-766c-486c-8aa8-3c358d2e0a98', 'pms.reservations.stay.14', 1, '{"id": "d59b7a96-766c-486c-8aa8-3c358d2e0a98", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-22", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Johnson", "checked_in": false, "first_name": "Susan", "rate_cents": 10999, "checked_out": false, "res_room_id": 14, "cc_last_four": "9471", "room_type_id": 1, "reservation_id": 1014, "confirmation_code": "TNXSDT9T"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.936Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(15, '60a2a1a0-ebc7-4881-bb02-b7dcc5fedeb8', 'pms.reservations.stay.15', 1, '{"id": "60a2a1a0-ebc7-4881-bb02-b7dcc5fedeb8", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-11-21", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Rodriguez", "checked_in": false, "first_name": "Joseph", "rate_cents": 10999, "checked_out": false, "res_room_id": 15, "cc_last_four": "8663", "room_type_id": 1, "reservation_id": 1015, "confirmation_code": "AZC6SGJK"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.940Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(16, 'c48c14d8-e742-4f96-8003-bab725a65181', 'pms.reservations.stay.16', 1, '{"id": "c48c14d8-e742-4f96-8003-bab725a65181", "data": {"type": "Suite", "active": true, "adults": 1, "arrival": "2026-11-20", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Thomas", "checked_in": false, "first_name": "Jessica", "rate_cents": 12999, "checked_out": false, "res_room_id": 16, "cc_last_four": "7857", "room_type_id": 3, "reservation_id": 1016, "confirmation_code": "Q5ACE4ZE"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.944Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(17, 'b6e8c95c-6c42-4386-940f-056297e50351', 'pms.reservations.stay.17', 1, '{"id": "b6e8c95c-6c42-4386-940f-056297e50351", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-23", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Thompson", "checked_in": false, "first_name": "Thomas", "rate_cents": 10999, "checked_out": false, "res_room_id": 17, "cc_last_four": "7048", "room_type_id": 1, "reservation_id": 1017, "confirmation_code": "5K6LHQHJ"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.948Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(18, 'a3928da7-8e51-44e7-9eaa-d85c09f17686', 'pms.reservations.stay.18', 1, '{"id": "a3928da7-8e51-44e7-9eaa-d85c09f17686", "data": {"type": "King", "active": true, "adults": 3, "arrival": "2026-11-22", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Robinson", "checked_in": false, "first_name": "Sarah", "rate_cents": 11999, "checked_out": false, "res_room_id": 18, "cc_last_four": "6230", "room_type_id": 2, "reservation_id": 1018, "confirmation_code": "YLDASQFD"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.951Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(19, '70221cd5-b191-4e67-95a1-6b8c043de7c8', 'pms.reservations.stay.19', 1, '{"id": "70221cd5-b191-4e67-95a1-6b8c043de7c8", "data": {"type": "Suite", "active": true, "adults": 1, "arrival": "2026-11-21", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Miller", "checked_in": false, "first_name": "Charles", "rate_cents": 12999, "checked_out": false, "res_room_id": 19, "cc_last_four": "5422", "room_type_id": 3, "reservation_id": 1019, "confirmation_code": "GUJM9H5C"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.955Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(20, '9d03a4f8-af38-4891-8e98-e9ac861454d3', 'pms.reservations.stay.20', 1, '{"id": "9d03a4f8-af38-4891-8e98-e9ac861454d3", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-20", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Wilson", "checked_in": false, "first_name": "Karen", "rate_cents": 10999, "checked_out": false, "res_room_id": 20, "cc_last_four": "4614", "room_type_id": 1, "reservation_id": 1020, "confirmation_code": "HKH5PZSM"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.962Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(21, 'd447c8ba-3736-40f6-9161-e56a6cf83411', 'pms.reservations.stay.21', 1, '{"id": "d447c8ba-3736-40f6-9161-e56a6cf83411", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-11-23", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Lee", "checked_in": false, "first_name": "James", "rate_cents": 10999, "checked_out": false, "res_room_id": 21, "cc_last_four": "3808", "room_type_id": 1, "reservation_id": 1021, "confirmation_code": "NEJ8QT65"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.966Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(22, '9b260dde-f35a-4efd-90e9-392e5b730ceb', 'pms.reservations.stay.22', 1, '{"id": "9b260dde-f35a-4efd-90e9-392e5b730ceb", "data": {"type": "Suite", "active": true, "adults": 1, "arrival": "2026-11-22", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Ramirez", "checked_in": false, "first_name": "Mary", "rate_cents": 12999, "checked_out": false, "res_room_id": 22, "cc_last_four": "2990", "room_type_id": 3, "reservation_id": 1022, "confirmation_code": "N9DRGT3G"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.970Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(23, '224eea3b-c89c-45d7-9a43-df088fa892c7', 'pms.reservations.stay.23', 1, '{"id": "224eea3b-c89c-45d7-9a43-df088fa892c7", "data": {"type": "King", "active": true, "adults": 2, "arrival": "2026-11-21", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Jones", "checked_in": false, "first_name": "Robert", "rate_cents": 11999, "checked_out": false, "res_room_id": 23, "cc_last_four": "2180", "room_type_id": 2, "reservation_id": 1023, "confirmation_code": "S2CGDDLX"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.974Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(24, 'cf9a7ba3-3be4-4955-a3f2-2e37e3ffd895', 'pms.reservations.stay.24', 1, '{"id": "cf9a7ba3-3be4-4955-a3f2-2e37e3ffd895", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-11-20", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Lopez", "checked_in": false, "first_name": "Patricia", "rate_cents": 10999, "checked_out": false, "res_room_id": 24, "cc_last_four": "1372", "room_type_id": 1, "reservation_id": 1024, "confirmation_code": "GATRKS3E"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.979Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(25, 'a05d3c57-00ff-418c-bfd6-9e98863e30fb', 'pms.reservations.stay.25', 1, '{"id": "a05d3c57-00ff-418c-bfd6-9e98863e30fb", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-23", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Jackson", "checked_in": false, "first_name": "John", "rate_cents": 10999, "checked_out": false, "res_room_id": 25, "cc_last_four": "0564", "room_type_id": 1, "reservation_id": 1025, "confirmation_code": "2DHHL6GY"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.984Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(26, '55fdb14a-8cb2-4dbb-8492-dd9dfdaf0ef3', 'pms.reservations.stay.26', 1, '{"id": "55fdb14a-8cb2-4dbb-8492-dd9dfdaf0ef3", "data": {"type": "Suite", "active": true, "adults": 2, "arrival": "2026-11-22", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Sanchez", "checked_in": false, "first_name": "Jennifer", "rate_cents": 12999, "checked_out": false, "res_room_id": 26, "cc_last_four": "9758", "room_type_id": 3, "reservation_id": 1026, "confirmation_code": "4A4W47B8"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.990Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(27, 'be7c9f6a-f1a3-4e17-a2bc-5ac78684d733', 'pms.reservations.stay.27', 1, '{"id": "be7c9f6a-f1a3-4e17-a2bc-5ac78684d733", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-11-21", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Williams", "checked_in": false, "first_name": "Michael", "rate_cents": 10999, "checked_out": false, "res_room_id": 27, "cc_last_four": "8941", "room_type_id": 1, "reservation_id": 1027, "confirmation_code": "QH6Z4YH7"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.994Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(28, 'd1f48051-e764-4776-a444-99da6355b54b', 'pms.reservations.stay.28', 1, '{"id": "d1f48051-e764-4776-a444-99da6355b54b", "data": {"type": "King", "active": true, "adults": 1, "arrival": "2026-11-20", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Martinez", "checked_in": false, "first_name": "Linda", "rate_cents": 11999, "checked_out": false, "res_room_id": 28, "cc_last_four": "8131", "room_type_id": 2, "reservation_id": 1028, "confirmation_code": "V8HKWAWS"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.000Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(29, 'b9837d3d-7ed1-4f9a-b466-c19b1628defb', 'pms.reservations.stay.29', 1, '{"id": "b9837d3d-7ed1-4f9a-b466-c19b1628defb", "data": {"type": "Suite", "active": true, "adults": 2, "arrival": "2026-11-23", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Taylor", "checked_in": false, "first_name": "David", "rate_cents": 12999, "checked_out": false, "res_room_id": 29, "cc_last_four": "7323", "room_type_id": 3, "reservation_id": 1029, "confirmation_code": "E7MGEHCM"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.002Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(30, 'ab6a7276-77b8-4916-85ff-2cf566bde994', 'pms.reservations.stay.30', 1, '{"id": "ab6a7276-77b8-4916-85ff-2cf566bde994", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-11-22", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "White", "checked_in": false, "first_name": "Elizabeth", "rate_cents": 10999, "checked_out": false, "res_room_id": 30, "cc_last_four": "6517", "room_type_id": 1, "reservation_id": 1030, "confirmation_code": "CFZDLYEV"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.005Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(31, '8027f412-4220-4aea-a43f-c4e2e9391f27', 'pms.reservations.stay.31', 1, '{"id": "8027f412-4220-4aea-a43f-c4e2e9391f27", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-21", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Smith", "checked_in": false, "first_name": "William", "rate_cents": 10999, "checked_out": false, "res_room_id": 31, "cc_last_four": "5709", "room_type_id": 1, "reservation_id": 1031, "confirmation_code": "J3DLXE6N"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.009Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(32, 'd2219143-1c68-4715-9e0f-54c2ce2f92e0', 'pms.reservations.stay.32', 1, '{"id": "d2219143-1c68-4715-9e0f-54c2ce2f92e0", "data": {"type": "Suite", "active": true, "adults": 2, "arrival": "2026-11-20", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Davis", "checked_in": false, "first_name": "Barbara", "rate_cents": 12999, "checked_out": false, "res_room_id": 32, "cc_last_four": "4892", "room_type_id": 3, "reservation_id": 1032, "confirmation_code": "XS7JP6XK"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.014Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(33, '2fe7a049-f514-409d-88c5-f1ba0dee4ada', 'pms.reservations.stay.33', 1, '{"id": "2fe7a049-f514-409d-88c5-f1ba0dee4ada", "data": {"type": "King", "active": true, "adults": 3, "arrival": "2026-11-23", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Anderson", "checked_in": false, "first_name": "Richard", "rate_cents": 11999, "checked_out": false, "res_room_id": 33, "cc_last_four": "4081", "room_type_id": 2, "reservation_id": 1033, "confirmation_code": "8YQJB7J8"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.018Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(34, 'b7887878-63e4-460c-b374-f66a1045d208', 'pms.reservations.stay.34', 1, '{"id": "b7887878-63e4-460c-b374-f66a1045d208", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-22", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Perez", "checked_in": false, "first_name": "Susan", "rate_cents": 10999, "checked_out": false, "res_room_id": 34, "cc_last_four": "3273", "room_type_id": 1, "reservation_id": 1034, "confirmation_code": "T5MC2M5T"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.022Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(35, '70191e59-9680-476c-8c19-a1510f7ca354', 'pms.reservations.stay.35', 1, '{"id": "70191e59-9680-476c-8c19-a1510f7ca354", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-21", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Lewis", "checked_in": false, "first_name": "Joseph", "rate_cents": 10999, "checked_out": false, "res_room_id": 35, "cc_last_four": "2467", "room_type_id": 1, "reservation_id": 1035, "confirmation_code": "5V297C6A"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.026Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(36, 'a14710e6-8525-4c82-99fa-162ffbc16253', 'pms.reservations.stay.36', 1, '{"id": "a14710e6-8525-4c82-99fa-162ffbc16253", "data": {"type": "Suite", "active": true, "adults": 3, "arrival": "2026-11-20", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Garcia", "checked_in": false, "first_name": "Jessica", "rate_cents": 12999, "checked_out": false, "res_room_id": 36, "cc_last_four": "1659", "room_type_id": 3, "reservation_id": 1036, "confirmation_code": "YP7CAW2W"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.030Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(37, '2c71d7dc-d8a9-4c81-ae24-0691ff29f471', 'pms.reservations.stay.37', 1, '{"id": "2c71d7dc-d8a9-4c81-ae24-0691ff29f471", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-23", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Gonzalez", "checked_in": false, "first_name": "Thomas", "rate_cents": 10999, "checked_out": false, "res_room_id": 37, "cc_last_four": "0842", "room_type_id": 1, "reservation_id": 1037, "confirmation_code": "K7UCWDQC"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.034Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(38, '82595826-d256-42b7-94c1-b38c0798ff38', 'pms.reservations.stay.38', 1, '{"id": "82595826-d256-42b7-94c1-b38c0798ff38", "data": {"type": "King", "active": true, "adults": 2, "arrival": "2026-11-22", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Martin", "checked_in": false, "first_name": "Sarah", "rate_cents": 11999, "checked_out": false, "res_room_id": 38, "cc_last_four": "0032", "room_type_id": 2, "reservation_id": 1038, "confirmation_code": "6A37TDXQ"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.038Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(39, '734ff8cb-6d4b-46f1-afae-c5e9e227a6d8', 'pms.reservations.stay.39', 1, '{"id": "734ff8cb-6d4b-46f1-afae-c5e9e227a6d8", "data": {"type": "Suite", "active": true, "adults": 3, "arrival": "2026-11-21", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Clark", "checked_in": false, "first_name": "Charles", "rate_cents": 12999, "checked_out": false, "res_room_id": 39, "cc_last_four": "9224", "room_type_id": 3, "reservation_id": 1039, "confirmation_code": "QA7T8Z5M"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.042Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(40, 'eaacfb6f-3536-4873-b981-e6dc2894cfb2', 'pms.reservations.stay.40', 1, '{"id": "eaacfb6f-3536-4873-b981-e6dc2894cfb2", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-20", "room_id": null, "room_num": null, "departure": "2026-11-24", "last_name": "Brown", "checked_in": false, "first_name": "Karen", "rate_cents": 10999, "checked_out": false, "res_room_id": 40, "cc_last_four": "8418", "room_type_id": 1, "reservation_id": 1040, "confirmation_code": "77LLLCP8"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.046Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(41, 'e12314b2-3c59-428b-a08d-073f127cf671', 'pms.reservations.stay.41', 1, '{"id": "e12314b2-3c59-428b-a08d-073f127cf671", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-23", "room_id": null, "room_num": null, "departure": "2026-11-25", "last_name": "Hernandez", "checked_in": false, "first_name": "James", "rate_cents": 10999, "checked_out": false, "res_room_id": 41, "cc_last_four": "7600", "room_type_id": 1, "reservation_id": 1041, "confirmation_code": "TX4MAJCF"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.050Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(42, 'e5bfe672-9875-4a04-855a-1581273c14ed', 'pms.reservations.stay.42', 1, '{"id": "e5bfe672-9875-4a04-855a-1581273c14ed", "data": {"type": "Suite", "active": true, "adults": 3, "arrival": "2026-11-22", "room_id": null, "room_num": null, "departure": "2026-11-26", "last_name": "Moore", "checked_in": false, "first_name": "Mary", "rate_cents": 12999, "checked_out": false, "res_room_id": 42, "cc_last_four": "6792", "room_type_id": 3, "reservation_id": 1042, "confirmation_code": "TMN9Q626"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.054Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(43, '403460de-fe48-4121-b71c-6e58fe7d64b4', 'pms.reservations.stay.43', 1, '{"id": "403460de-fe48-4121-b71c-6e58fe7d64b4", "data": {"type": "King", "active": true, "adults": 1, "arrival": "2026-11-21", "room_id": null, "room_num": null, "departure": "2026-11-27", "last_name": "Harris", "checked_in": false, "first_name": "Robert", "rate_cents": 11999, "checked_out": false, "res_room_id": 43, "cc_last_four": "5984", "room_type_id": 2, "reservation_id": 1043, "confirmation_code": "997KVEBT"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.060Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(44, '3f688d77-cfb0-47c1-bca4-3cb08d9693c0', 'pms.reservations.stay.44', 1, '{"id": "3f688d77-cfb0-47c1-bca4-3cb08d9693c0", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-23", "room_id": null, "room_num": null, "departure": "2026-11-28", "last_name": "Johnson", "checked_in": false, "first_name": "Patricia", "rate_cents": 10999, "checked_out": false, "res_room_id": 44, "cc_last_four": "5174", "room_type_id": 1, "reservation_id": 1044, "confirmation_code": "WVHZDAMT"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.064Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(45, '78f4fed9-a45e-4127-97fd-fc88513e4e10', 'pms.reservations.stay.45', 1, '{"id": "78f4fed9-a45e-4127-97fd-fc88513e4e10", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-11-22", "room_id": null, "room_num": null, "departure": "2026-11-29", "last_name": "Rodriguez", "checked_in": false, "first_name": "John", "rate_cents": 10999, "checked_out": false, "res_room_id": 45, "cc_last_four": "4369", "room_type_id": 1, "reservation_id": 1045, "confirmation_code": "E2C7DVRZ"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.068Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(46, '52aa2943-df0e-47d8-a854-0ac0d3054fb5', 'pms.reservations.stay.46', 1, '{"id": "52aa2943-df0e-47d8-a854-0ac0d3054fb5", "data": {"type": "Suite", "active": true, "adults": 1, "arrival": "2026-11-21", "room_id": null, "room_num": null, "departure": "2026-11-25", "last_name": "Thomas", "checked_in": false, "first_name": "Jennifer", "rate_cents": 12999, "checked_out": false, "res_room_id": 46, "cc_last_four": "3550", "room_type_id": 3, "reservation_id": 1046, "confirmation_code": "NQFRH8N7"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.073Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(47, 'a5aa75b3-5f58-47d2-9ae0-8ea2b20615e8', 'pms.reservations.stay.47', 1, '{"id": "a5aa75b3-5f58-47d2-9ae0-8ea2b20615e8", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-23", "room_id": null, "room_num": null, "departure": "2026-11-26", "last_name": "Thompson", "checked_in": false, "first_name": "Michael", "rate_cents": 10999, "checked_out": false, "res_room_id": 47, "cc_last_four": "2743", "room_type_id": 1, "reservation_id": 1047, "confirmation_code": "9XRPZGS6"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.078Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(48, '3bed4707-992e-42ce-8b75-7b9c291172e6', 'pms.reservations.stay.48', 1, '{"id": "3bed4707-992e-42ce-8b75-7b9c291172e6", "data": {"type": "King", "active": true, "adults": 3, "arrival": "2026-11-22", "room_id": null, "room_num": null, "departure": "2026-11-27", "last_name": "Robinson", "checked_in": false, "first_name": "Linda", "rate_cents": 11999, "checked_out": false, "res_room_id": 48, "cc_last_four": "1935", "room_type_id": 2, "reservation_id": 1048, "confirmation_code": "QJ99S885"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.083Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(49, '50af3bc8-bea2-4383-9cfe-039f03b700ee', 'pms.reservations.stay.49', 1, '{"id": "50af3bc8-bea2-4383-9cfe-039f03b700ee", "data": {"type": "Suite", "active": true, "adults": 1, "arrival": "2026-11-21", "room_id": null, "room_num": null, "departure": "2026-11-28", "last_name": "Miller", "checked_in": false, "first_name": "David", "rate_cents": 12999, "checked_out": false, "res_room_id": 49, "cc_last_four": "1125", "room_type_id": 3, "reservation_id": 1049, "confirmation_code": "WHH4R3QV"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.088Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(50, 'bd794b74-08c9-4e6e-8389-0368134d1693', 'pms.reservations.stay.50', 1, '{"id": "bd794b74-08c9-4e6e-8389-0368134d1693", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-23", "room_id": null, "room_num": null, "departure": "2026-11-29", "last_name": "Wilson", "checked_in": false, "first_name": "Elizabeth", "rate_cents": 10999, "checked_out": false, "res_room_id": 50, "cc_last_four": "0319", "room_type_id": 1, "reservation_id": 1050, "confirmation_code": "BQCSUSWF"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.093Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(51, '5914f04c-cadc-479d-b546-552e7083950f', 'pms.reservations.stay.51', 1, '{"id": "5914f04c-cadc-479d-b546-552e7083950f", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-11-22", "room_id": null, "room_num": null, "departure": "2026-11-25", "last_name": "Lee", "checked_in": false, "first_name": "William", "rate_cents": 10999, "checked_out": false, "res_room_id": 51, "cc_last_four": "9501", "room_type_id": 1, "reservation_id": 1051, "confirmation_code": "5EY3SUDN"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.098Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(52, '89632cb1-8473-4e45-856f-9436a166b84b', 'pms.reservations.stay.52', 1, '{"id": "89632cb1-8473-4e45-856f-9436a166b84b", "data": {"type": "Suite", "active": true, "adults": 1, "arrival": "2026-11-21", "room_id": null, "room_num": null, "departure": "2026-11-26", "last_name": "Ramirez", "checked_in": false, "first_name": "Barbara", "rate_cents": 12999, "checked_out": false, "res_room_id": 52, "cc_last_four": "8693", "room_type_id": 3, "reservation_id": 1052, "confirmation_code": "SZAGNBQA"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.103Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(53, '4a87e1b0-8d6d-40ff-88c5-13ad1292552c', 'pms.reservations.stay.53', 1, '{"id": "4a87e1b0-8d6d-40ff-88c5-13ad1292552c", "data": {"type": "King", "active": true, "adults": 2, "arrival": "2026-11-23", "room_id": null, "room_num": null, "departure": "2026-11-27", "last_name": "Jones", "checked_in": false, "first_name": "Richard", "rate_cents": 11999, "checked_out": false, "res_room_id": 53, "cc_last_four": "7885", "room_type_id": 2, "reservation_id": 1053, "confirmation_code": "L6ZGM5SZ"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.108Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(54, '48f9e683-e68f-41bd-b3b4-0dd580214fdc', 'pms.reservations.stay.54', 1, '{"id": "48f9e683-e68f-41bd-b3b4-0dd580214fdc", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-11-22", "room_id": null, "room_num": null, "departure": "2026-11-28", "last_name": "Lopez", "checked_in": false, "first_name": "Susan", "rate_cents": 10999, "checked_out": false, "res_room_id": 54, "cc_last_four": "7077", "room_type_id": 1, "reservation_id": 1054, "confirmation_code": "6YH8LTT7"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.112Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(55, '6d631ee7-8886-4dc5-824a-46ae8c7e1365', 'pms.reservations.stay.55', 1, '{"id": "6d631ee7-8886-4dc5-824a-46ae8c7e1365", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-21", "room_id": null, "room_num": null, "departure": "2026-11-29", "last_name": "Jackson", "checked_in": false, "first_name": "Joseph", "rate_cents": 10999, "checked_out": false, "res_room_id": 55, "cc_last_four": "6269", "room_type_id": 1, "reservation_id": 1055, "confirmation_code": "KUA5C95E"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.117Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(56, '43c5e671-0e70-4671-adce-be7e2205e9e3', 'pms.reservations.stay.56', 1, '{"id": "43c5e671-0e70-4671-adce-be7e2205e9e3", "data": {"type": "Suite", "active": true, "adults": 2, "arrival": "2026-11-23", "room_id": null, "room_num": null, "departure": "2026-11-25", "last_name": "Sanchez", "checked_in": false, "first_name": "Jessica", "rate_cents": 12999, "checked_out": false, "res_room_id": 56, "cc_last_four": "5451", "room_type_id": 3, "reservation_id": 1056, "confirmation_code": "EGCTZHQ7"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.125Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(57, '4e986488-f429-4faf-8e0b-1e240fd53293', 'pms.reservations.stay.57', 1, '{"id": "4e986488-f429-4faf-8e0b-1e240fd53293", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-11-22", "room_id": null, "room_num": null, "departure": "2026-11-26", "last_name": "Williams", "checked_in": false, "first_name": "Thomas", "rate_cents": 10999, "checked_out": false, "res_room_id": 57, "cc_last_four": "4645", "room_type_id": 1, "reservation_id": 1057, "confirmation_code": "QK6E69JL"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.129Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(58, '7b9bb1fa-5f0e-4434-868f-817f9dbe4235', 'pms.reservations.stay.58', 1, '{"id": "7b9bb1fa-5f0e-4434-868f-817f9dbe4235", "data": {"type": "King", "active": true, "adults": 1, "arrival": "2026-11-21", "room_id": null, "room_num": null, "departure": "2026-11-27", "last_name": "Martinez", "checked_in": false, "first_name": "Sarah", "rate_cents": 11999, "checked_out": false, "res_room_id": 58, "cc_last_four": "3836", "room_type_id": 2, "reservation_id": 1058, "confirmation_code": "ZXDVQ8CS"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.134Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(59, 'e7303456-3f08-4733-9f87-a8c57c472242', 'pms.reservations.stay.59', 1, '{"id": "e7303456-3f08-4733-9f87-a8c57c472242", "data": {"type": "Suite", "active": true, "adults": 2, "arrival": "2026-11-23", "room_id": null, "room_num": null, "departure": "2026-11-28", "last_name": "Taylor", "checked_in": false, "first_name": "Charles", "rate_cents": 12999, "checked_out": false, "res_room_id": 59, "cc_last_four": "3028", "room_type_id": 3, "reservation_id": 1059, "confirmation_code": "4RXJM5RW"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.139Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(60, '32efa264-930e-457c-a11f-73a908a88617', 'pms.reservations.stay.60', 1, '{"id": "32efa264-930e-457c-a11f-73a908a88617", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-11-22", "room_id": null, "room_num": null, "departure": "2026-11-29", "last_name": "White", "checked_in": false, "first_name": "Karen", "rate_cents": 10999, "checked_out": false, "res_room_id": 60, "cc_last_four": "2210", "room_type_id": 1, "reservation_id": 1060, "confirmation_code": "M6MMC2L8"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.144Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(61, 'a54fa298-590c-43e3-b230-a2f2d5145061', 'pms.reservations.stay.61', 1, '{"id": "a54fa298-590c-43e3-b230-a2f2d5145061", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-21", "room_id": null, "room_num": null, "departure": "2026-11-25", "last_name": "Smith", "checked_in": false, "first_name": "James", "rate_cents": 10999, "checked_out": false, "res_room_id": 61, "cc_last_four": "1402", "room_type_id": 1, "reservation_id": 1061, "confirmation_code": "D89G5QS4"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.148Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(62, '8231c0bc-88ad-47ea-97d8-b5b67aeefba9', 'pms.reservations.stay.62', 1, '{"id": "8231c0bc-88ad-47ea-97d8-b5b67aeefba9", "data": {"type": "Suite", "active": true, "adults": 2, "arrival": "2026-11-23", "room_id": null, "room_num": null, "departure": "2026-11-26", "last_name": "Davis", "checked_in": false, "first_name": "Mary", "rate_cents": 12999, "checked_out": false, "res_room_id": 62, "cc_last_four": "0594", "room_type_id": 3, "reservation_id": 1062, "confirmation_code": "VXT3PEE6"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.153Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(63, '274ecd51-8fe7-4c49-9016-749470e0a57b', 'pms.reservations.stay.63', 1, '{"id": "274ecd51-8fe7-4c49-9016-749470e0a57b", "data": {"type": "King", "active": true, "adults": 3, "arrival": "2026-11-22", "room_id": null, "room_num": null, "departure": "2026-11-27", "last_name": "Anderson", "checked_in": false, "first_name": "Robert", "rate_cents": 11999, "checked_out": false, "res_room_id": 63, "cc_last_four": "9786", "room_type_id": 2, "reservation_id": 1063, "confirmation_code": "EN84A299"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.157Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(64, '5ce489ff-2b5e-4d88-aa7a-ec553e308420', 'pms.reservations.stay.64', 1, '{"id": "5ce489ff-2b5e-4d88-aa7a-ec553e308420", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-21", "room_id": null, "room_num": null, "departure": "2026-11-28", "last_name": "Perez", "checked_in": false, "first_name": "Patricia", "rate_cents": 10999, "checked_out": false, "res_room_id": 64, "cc_last_four": "8970", "room_type_id": 1, "reservation_id": 1064, "confirmation_code": "M7YL68SS"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.162Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(65, '01682130-aba1-4b67-82b9-f9e2424c53ed', 'pms.reservations.stay.65', 1, '{"id": "01682130-aba1-4b67-82b9-f9e2424c53ed", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-23", "room_id": null, "room_num": null, "departure": "2026-11-29", "last_name": "Lewis", "checked_in": false, "first_name": "John", "rate_cents": 10999, "checked_out": false, "res_room_id": 65, "cc_last_four": "8160", "room_type_id": 1, "reservation_id": 1065, "confirmation_code": "BVTQX2DB"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.166Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(66, '4219845f-6cc5-4389-a64e-5d3bb19c1b5f', 'pms.reservations.stay.66', 1, '{"id": "4219845f-6cc5-4389-a64e-5d3bb19c1b5f", "data": {"type": "Suite", "active": true, "adults": 3, "arrival": "2026-11-22", "room_id": null, "room_num": null, "departure": "2026-11-25", "last_name": "Garcia", "checked_in": false, "first_name": "Jennifer", "rate_cents": 12999, "checked_out": false, "res_room_id": 66, "cc_last_four": "7352", "room_type_id": 3, "reservation_id": 1066, "confirmation_code": "P3RTLFFF"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.171Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(67, '6f94af90-0c48-48db-99bb-747364ee6992', 'pms.reservations.stay.67', 1, '{"id": "6f94af90-0c48-48db-99bb-747364ee6992", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-21", "room_id": null, "room_num": null, "departure": "2026-11-26", "last_name": "Gonzalez", "checked_in": false, "first_name": "Michael", "rate_cents": 10999, "checked_out": false, "res_room_id": 67, "cc_last_four": "6545", "room_type_id": 1, "reservation_id": 1067, "confirmation_code": "9SKZWU4W"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.176Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(68, '5700ae16-7fac-4ae8-850d-a79d6783a26d', 'pms.reservations.stay.68', 1, '{"id": "5700ae16-7fac-4ae8-850d-a79d6783a26d", "data": {"type": "King", "active": true, "adults": 2, "arrival": "2026-11-23", "room_id": null, "room_num": null, "departure": "2026-11-27", "last_name": "Martin", "checked_in": false, "first_name": "Linda", "rate_cents": 11999, "checked_out": false, "res_room_id": 68, "cc_last_four": "5737", "room_type_id": 2, "reservation_id": 1068, "confirmation_code": "YDPFKLSJ"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.181Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(69, '9236c68b-2ac6-4572-9b65-04395cb1b2d1', 'pms.reservations.stay.69', 1, '{"id": "9236c68b-2ac6-4572-9b65-04395cb1b2d1", "data": {"type": "Suite", "active": true, "adults": 3, "arrival": "2026-11-22", "room_id": null, "room_num": null, "departure": "2026-11-28", "last_name": "Clark", "checked_in": false, "first_name": "David", "rate_cents": 12999, "checked_out": false, "res_room_id": 69, "cc_last_four": "4922", "room_type_id": 3, "reservation_id": 1069, "confirmation_code": "KXPX4USB"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.185Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(70, '6715bd9b-7284-4715-82b7-3e0a715c6bf6', 'pms.reservations.stay.70', 1, '{"id": "6715bd9b-7284-4715-82b7-3e0a715c6bf6", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-21", "room_id": null, "room_num": null, "departure": "2026-11-29", "last_name": "Brown", "checked_in": false, "first_name": "Elizabeth", "rate_cents": 10999, "checked_out": false, "res_room_id": 70, "cc_last_four": "4112", "room_type_id": 1, "reservation_id": 1070, "confirmation_code": "35E892KQ"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.191Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(71, 'b0d2ea02-7120-4252-a984-502c44b76a74', 'pms.reservations.stay.71', 1, '{"id": "b0d2ea02-7120-4252-a984-502c44b76a74", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-23", "room_id": null, "room_num": null, "departure": "2026-11-25", "last_name": "Hernandez", "checked_in": false, "first_name": "William", "rate_cents": 10999, "checked_out": false, "res_room_id": 71, "cc_last_four": "3303", "room_type_id": 1, "reservation_id": 1071, "confirmation_code": "5LY9MNX3"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.196Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(72, 'c79bf115-509b-45a0-9dad-b7771a8664bb', 'pms.reservations.stay.72', 1, '{"id": "c79bf115-509b-45a0-9dad-b7771a8664bb", "data": {"type": "Suite", "active": true, "adults": 3, "arrival": "2026-11-22", "room_id": null, "room_num": null, "departure": "2026-11-26", "last_name": "Moore", "checked_in": false, "first_name": "Barbara", "rate_cents": 12999, "checked_out": false, "res_room_id": 72, "cc_last_four": "2495", "room_type_id": 3, "reservation_id": 1072, "confirmation_code": "GU93SESK"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.201Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(73, '9107464e-4230-44ea-9f2b-a3ebb40c61bd', 'pms.reservations.stay.73', 1, '{"id": "9107464e-4230-44ea-9f2b-a3ebb40c61bd", "data": {"type": "King", "active": true, "adults": 1, "arrival": "2026-11-21", "room_id": null, "room_num": null, "departure": "2026-11-27", "last_name": "Harris", "checked_in": false, "first_name": "Richard", "rate_cents": 11999, "checked_out": false, "res_room_id": 73, "cc_last_four": "1687", "room_type_id": 2, "reservation_id": 1073, "confirmation_code": "49A265LP"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.205Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(74, 'b5c4ccbf-1a17-4ced-b50c-c4fa3550cf43', 'pms.reservations.stay.74', 1, '{"id": "b5c4ccbf-1a17-4ced-b50c-c4fa3550cf43", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-23", "room_id": null, "room_num": null, "departure": "2026-11-28", "last_name": "Johnson", "checked_in": false, "first_name": "Susan", "rate_cents": 10999, "checked_out": false, "res_room_id": 74, "cc_last_four": "0871", "room_type_id": 1, "reservation_id": 1074, "confirmation_code": "UTACCPCN"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.210Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(75, '4543c52e-66ed-4fc5-b971-cf03fab9167a', 'pms.reservations.stay.75', 1, '{"id": "4543c52e-66ed-4fc5-b971-cf03fab9167a", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-11-22", "room_id": null, "room_num": null, "departure": "2026-11-29", "last_name": "Rodriguez", "checked_in": false, "first_name": "Joseph", "rate_cents": 10999, "checked_out": false, "res_room_id": 75, "cc_last_four": "0061", "room_type_id": 1, "reservation_id": 1075, "confirmation_code": "B28QEFLX"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.214Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(76, 'f020eba3-4089-4ad4-857e-d47149066b55', 'pms.reservations.stay.76', 1, '{"id": "f020eba3-4089-4ad4-857e-d47149066b55", "data": {"type": "Suite", "active": true, "adults": 1, "arrival": "2026-11-21", "room_id": null, "room_num": null, "departure": "2026-11-25", "last_name": "Thomas", "checked_in": false, "first_name": "Jessica", "rate_cents": 12999, "checked_out": false, "res_room_id": 76, "cc_last_four": "9253", "room_type_id": 3, "reservation_id": 1076, "confirmation_code": "UXJN9CE6"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.219Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(77, '4aecb45f-75c4-4e1e-b9a5-dc96ead87bc9', 'pms.reservations.stay.77', 1, '{"id": "4aecb45f-75c4-4e1e-b9a5-dc96ead87bc9", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-23", "room_id": null, "room_num": null, "departure": "2026-11-26", "last_name": "Thompson", "checked_in": false, "first_name": "Thomas", "rate_cents": 10999, "checked_out": false, "res_room_id": 77, "cc_last_four": "8446", "room_type_id": 1, "reservation_id": 1077, "confirmation_code": "XNHNKWG5"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.223Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(78, '8142aacb-8494-4fa1-8836-caaae9bbabe5', 'pms.reservations.stay.78', 1, '{"id": "8142aacb-8494-4fa1-8836-caaae9bbabe5", "data": {"type": "King", "active": true, "adults": 3, "arrival": "2026-11-22", "room_id": null, "room_num": null, "departure": "2026-11-27", "last_name": "Robinson", "checked_in": false, "first_name": "Sarah", "rate_cents": 11999, "checked_out": false, "res_room_id": 78, "cc_last_four": "7630", "room_type_id": 2, "reservation_id": 1078, "confirmation_code": "8DNF9G89"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.227Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(79, '1bbe5541-d5ee-46ec-9343-152ee9785712', 'pms.reservations.stay.79', 1, '{"id": "1bbe5541-d5ee-46ec-9343-152ee9785712", "data": {"type": "Suite", "active": true, "adults": 1, "arrival": "2026-11-21", "room_id": null, "room_num": null, "departure": "2026-11-28", "last_name": "Miller", "checked_in": false, "first_name": "Charles", "rate_cents": 12999, "checked_out": false, "res_room_id": 79, "cc_last_four": "6822", "room_type_id": 3, "reservation_id": 1079, "confirmation_code": "KGXF4YA3"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.231Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(80, '8c8041db-7749-40cf-99c4-83c13a213d4a', 'pms.reservations.stay.80', 1, '{"id": "8c8041db-7749-40cf-99c4-83c13a213d4a", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-23", "room_id": null, "room_num": null, "departure": "2026-11-29", "last_name": "Wilson", "checked_in": false, "first_name": "Karen", "rate_cents": 10999, "checked_out": false, "res_room_id": 80, "cc_last_four": "6012", "room_type_id": 1, "reservation_id": 1080, "confirmation_code": "MFAGKP55"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.236Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(81, '1d33685e-f081-4913-843d-7b8df6f878be', 'pms.reservations.stay.81', 1, '{"id": "1d33685e-f081-4913-843d-7b8df6f878be", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-25", "last_name": "Lee", "checked_in": false, "first_name": "James", "rate_cents": 10999, "checked_out": false, "res_room_id": 81, "cc_last_four": "5204", "room_type_id": 1, "reservation_id": 1081, "confirmation_code": "REMQUJM6"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.239Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(82, '393dc8c7-ea4c-4e4a-bd4b-66989a866726', 'pms.reservations.stay.82', 1, '{"id": "393dc8c7-ea4c-4e4a-bd4b-66989a866726", "data": {"type": "Suite", "active": true, "adults": 1, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-26", "last_name": "Ramirez", "checked_in": false, "first_name": "Mary", "rate_cents": 12999, "checked_out": false, "res_room_id": 82, "cc_last_four": "4397", "room_type_id": 3, "reservation_id": 1082, "confirmation_code": "FWAQB8BD"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.243Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(83, '116ed6fb-5fa9-4956-b06b-6dbdc98e701b', 'pms.reservations.stay.83', 1, '{"id": "116ed6fb-5fa9-4956-b06b-6dbdc98e701b", "data": {"type": "King", "active": true, "adults": 2, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-27", "last_name": "Jones", "checked_in": false, "first_name": "Robert", "rate_cents": 11999, "checked_out": false, "res_room_id": 83, "cc_last_four": "3581", "room_type_id": 2, "reservation_id": 1083, "confirmation_code": "TUE5VRVB"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.246Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(84, '073e3189-2533-48e5-a96d-89e48f7b30a3', 'pms.reservations.stay.84', 1, '{"id": "073e3189-2533-48e5-a96d-89e48f7b30a3", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-28", "last_name": "Lopez", "checked_in": false, "first_name": "Patricia", "rate_cents": 10999, "checked_out": false, "res_room_id": 84, "cc_last_four": "2772", "room_type_id": 1, "reservation_id": 1084, "confirmation_code": "Z7Q7E7DV"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.278Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(85, '8421163d-6eba-4aa3-871c-83c6294756ca', 'pms.reservations.stay.85', 1, '{"id": "8421163d-6eba-4aa3-871c-83c6294756ca", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-29", "last_name": "Jackson", "checked_in": false, "first_name": "John", "rate_cents": 10999, "checked_out": false, "res_room_id": 85, "cc_last_four": "1964", "room_type_id": 1, "reservation_id": 1085, "confirmation_code": "4BWL2V78"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.283Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(86, 'd0d54b53-ae2e-4870-b706-e2a6b452377a', 'pms.reservations.stay.86', 1, '{"id": "d0d54b53-ae2e-4870-b706-e2a6b452377a", "data": {"type": "Suite", "active": true, "adults": 2, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-25", "last_name": "Sanchez", "checked_in": false, "first_name": "Jennifer", "rate_cents": 12999, "checked_out": false, "res_room_id": 86, "cc_last_four": "1154", "room_type_id": 3, "reservation_id": 1086, "confirmation_code": "M46RKZKL"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.288Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(87, 'e85b99a2-4e86-4a3e-8e33-ee7f206e2b1f', 'pms.reservations.stay.87', 1, '{"id": "e85b99a2-4e86-4a3e-8e33-ee7f206e2b1f", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-26", "last_name": "Williams", "checked_in": false, "first_name": "Michael", "rate_cents": 10999, "checked_out": false, "res_room_id": 87, "cc_last_four": "0347", "room_type_id": 1, "reservation_id": 1087, "confirmation_code": "PDBNJD7Y"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.292Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(88, '0804c533-9c11-49dc-a61b-94b09a29fa12', 'pms.reservations.stay.88', 1, '{"id": "0804c533-9c11-49dc-a61b-94b09a29fa12", "data": {"type": "King", "active": true, "adults": 1, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-27", "last_name": "Martinez", "checked_in": false, "first_name": "Linda", "rate_cents": 11999, "checked_out": false, "res_room_id": 88, "cc_last_four": "9531", "room_type_id": 2, "reservation_id": 1088, "confirmation_code": "744LHBFJ"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.297Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(89, '4c05fce5-fa2c-40bf-8ba0-876e6d526dc2', 'pms.reservations.stay.89', 1, '{"id": "4c05fce5-fa2c-40bf-8ba0-876e6d526dc2", "data": {"type": "Suite", "active": true, "adults": 2, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-28", "last_name": "Taylor", "checked_in": false, "first_name": "David", "rate_cents": 12999, "checked_out": false, "res_room_id": 89, "cc_last_four": "8723", "room_type_id": 3, "reservation_id": 1089, "confirmation_code": "K9SH3WPN"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.301Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(90, 'b57f2721-b51e-40ed-8d29-045fe0bf43a9', 'pms.reservations.stay.90', 1, '{"id": "b57f2721-b51e-40ed-8d29-045fe0bf43a9", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-29", "last_name": "White", "checked_in": false, "first_name": "Elizabeth", "rate_cents": 10999, "checked_out": false, "res_room_id": 90, "cc_last_four": "7915", "room_type_id": 1, "reservation_id": 1090, "confirmation_code": "MDEQH7H8"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.305Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(91, '8e09383c-8c98-4f87-a96e-66bef94f8ef8', 'pms.reservations.stay.91', 1, '{"id": "8e09383c-8c98-4f87-a96e-66bef94f8ef8", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-25", "last_name": "Smith", "checked_in": false, "first_name": "William", "rate_cents": 10999, "checked_out": false, "res_room_id": 91, "cc_last_four": "7105", "room_type_id": 1, "reservation_id": 1091, "confirmation_code": "P7DBWT3F"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.309Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(92, 'd2a11eda-77cf-4cb7-a9e2-4980cf1c7f91', 'pms.reservations.stay.92', 1, '{"id": "d2a11eda-77cf-4cb7-a9e2-4980cf1c7f91", "data": {"type": "Suite", "active": true, "adults": 2, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-26", "last_name": "Davis", "checked_in": false, "first_name": "Barbara", "rate_cents": 12999, "checked_out": false, "res_room_id": 92, "cc_last_four": "6297", "room_type_id": 3, "reservation_id": 1092, "confirmation_code": "4M5S4RUU"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.312Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(93, '1d334619-e06f-40cf-8a8f-5cf0edaca94d', 'pms.reservations.stay.93', 1, '{"id": "1d334619-e06f-40cf-8a8f-5cf0edaca94d", "data": {"type": "King", "active": true, "adults": 3, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-27", "last_name": "Anderson", "checked_in": false, "first_name": "Richard", "rate_cents": 11999, "checked_out": false, "res_room_id": 93, "cc_last_four": "5481", "room_type_id": 2, "reservation_id": 1093, "confirmation_code": "8T5PSBTU"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.316Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(94, '2496c6c8-dc0e-40c9-a20d-50f1cd277457', 'pms.reservations.stay.94', 1, '{"id": "2496c6c8-dc0e-40c9-a20d-50f1cd277457", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-28", "last_name": "Perez", "checked_in": false, "first_name": "Susan", "rate_cents": 10999, "checked_out": false, "res_room_id": 94, "cc_last_four": "4674", "room_type_id": 1, "reservation_id": 1094, "confirmation_code": "K557AFMN"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.320Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(95, '1a4c38a8-ece6-4650-8a32-6c317bbede94', 'pms.reservations.stay.95', 1, '{"id": "1a4c38a8-ece6-4650-8a32-6c317bbede94", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-29", "last_name": "Lewis", "checked_in": false, "first_name": "Joseph", "rate_cents": 10999, "checked_out": false, "res_room_id": 95, "cc_last_four": "3866", "room_type_id": 1, "reservation_id": 1095, "confirmation_code": "L4QBVWBN"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.324Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(96, 'b1811800-f1a7-4f54-a743-81edd0e9da76', 'pms.reservations.stay.96', 1, '{"id": "b1811800-f1a7-4f54-a743-81edd0e9da76", "data": {"type": "Suite", "active": true, "adults": 3, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-25", "last_name": "Garcia", "checked_in": false, "first_name": "Jessica", "rate_cents": 12999, "checked_out": false, "res_room_id": 96, "cc_last_four": "3055", "room_type_id": 3, "reservation_id": 1096, "confirmation_code": "8X2NSLWZ"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.328Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(97, '92a20149-a66f-4729-91d5-14a155d31f72', 'pms.reservations.stay.97', 1, '{"id": "92a20149-a66f-4729-91d5-14a155d31f72", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-26", "last_name": "Gonzalez", "checked_in": false, "first_name": "Thomas", "rate_cents": 10999, "checked_out": false, "res_room_id": 97, "cc_last_four": "2248", "room_type_id": 1, "reservation_id": 1097, "confirmation_code": "2RR8MRMT"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.332Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(98, 'ab88e36d-a467-4c97-b2a8-87af23cb69f8', 'pms.reservations.stay.98', 1, '{"id": "ab88e36d-a467-4c97-b2a8-87af23cb69f8", "data": {"type": "King", "active": true, "adults": 2, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-27", "last_name": "Martin", "checked_in": false, "first_name": "Sarah", "rate_cents": 11999, "checked_out": false, "res_room_id": 98, "cc_last_four": "1432", "room_type_id": 2, "reservation_id": 1098, "confirmation_code": "HSH3H8Q3"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.336Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(99, '7e30a275-f395-4091-a8ca-bb1fcf8e5c41', 'pms.reservations.stay.99', 1, '{"id": "7e30a275-f395-4091-a8ca-bb1fcf8e5c41", "data": {"type": "Suite", "active": true, "adults": 3, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-28", "last_name": "Clark", "checked_in": false, "first_name": "Charles", "rate_cents": 12999, "checked_out": false, "res_room_id": 99, "cc_last_four": "0624", "room_type_id": 3, "reservation_id": 1099, "confirmation_code": "AHUNSRZ6"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.341Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(100, 'c53a9f3f-25e0-483a-b170-9688e8b4d0fa', 'pms.reservations.stay.100', 1, '{"id": "c53a9f3f-25e0-483a-b170-9688e8b4d0fa", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-29", "last_name": "Brown", "checked_in": false, "first_name": "Karen", "rate_cents": 10999, "checked_out": false, "res_room_id": 100, "cc_last_four": "9816", "room_type_id": 1, "reservation_id": 1100, "confirmation_code": "4DLYAK3H"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.344Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.811187+00'),
	(105, 'cb172ec8-d166-400f-bbc6-64ab856cc533', 'pms.reservations.stay.105', 1, '{"id": "cb172ec8-d166-400f-bbc6-64ab856cc533", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-29", "last_name": "Rodriguez", "checked_in": false, "first_name": "John", "rate_cents": 10999, "checked_out": false, "res_room_id": 105, "cc_last_four": "5766", "room_type_id": 1, "reservation_id": 1105, "confirmation_code": "XHX586XF"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.362Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(106, '5e1f951a-ba36-40d6-9f22-033d91c29344', 'pms.reservations.stay.106', 1, '{"id": "5e1f951a-ba36-40d6-9f22-033d91c29344", "data": {"type": "Suite", "active": true, "adults": 1, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-25", "last_name": "Thomas", "checked_in": false, "first_name": "Jennifer", "rate_cents": 12999, "checked_out": false, "res_room_id": 106, "cc_last_four": "4959", "room_type_id": 3, "reservation_id": 1106, "confirmation_code": "9KNFY3BH"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.366Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(107, 'bec1bec2-5bf1-45f1-ab14-a48530694963', 'pms.reservations.stay.107', 1, '{"id": "bec1bec2-5bf1-45f1-ab14-a48530694963", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-26", "last_name": "Thompson", "checked_in": false, "first_name": "Michael", "rate_cents": 10999, "checked_out": false, "res_room_id": 107, "cc_last_four": "4142", "room_type_id": 1, "reservation_id": 1107, "confirmation_code": "BE4VWGWD"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.369Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(108, '2228f2b7-214b-4a96-8b1a-efb51517a01f', 'pms.reservations.stay.108', 1, '{"id": "2228f2b7-214b-4a96-8b1a-efb51517a01f", "data": {"type": "King", "active": true, "adults": 3, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-27", "last_name": "Robinson", "checked_in": false, "first_name": "Linda", "rate_cents": 11999, "checked_out": false, "res_room_id": 108, "cc_last_four": "3334", "room_type_id": 2, "reservation_id": 1108, "confirmation_code": "4UMVMK55"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.372Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(109, '6bf1d746-64b4-499c-9b41-72fd2625ceb2', 'pms.reservations.stay.109', 1, '{"id": "6bf1d746-64b4-499c-9b41-72fd2625ceb2", "data": {"type": "Suite", "active": true, "adults": 1, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-28", "last_name": "Miller", "checked_in": false, "first_name": "David", "rate_cents": 12999, "checked_out": false, "res_room_id": 109, "cc_last_four": "2525", "room_type_id": 3, "reservation_id": 1109, "confirmation_code": "3AJDP863"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.375Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(110, '20223c5b-e1ca-40fe-9b3f-3249dae2c687', 'pms.reservations.stay.110', 1, '{"id": "20223c5b-e1ca-40fe-9b3f-3249dae2c687", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-29", "last_name": "Wilson", "checked_in": false, "first_name": "Elizabeth", "rate_cents": 10999, "checked_out": false, "res_room_id": 110, "cc_last_four": "1717", "room_type_id": 1, "reservation_id": 1110, "confirmation_code": "U8NNPC5J"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.378Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(111, '98e2c9f3-e69f-40bb-9de5-32fa74c0e41f', 'pms.reservations.stay.111', 1, '{"id": "98e2c9f3-e69f-40bb-9de5-32fa74c0e41f", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-25", "last_name": "Lee", "checked_in": false, "first_name": "William", "rate_cents": 10999, "checked_out": false, "res_room_id": 111, "cc_last_four": "0909", "room_type_id": 1, "reservation_id": 1111, "confirmation_code": "TSACBQNJ"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.382Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(112, 'b9f6c7c7-51e1-483d-b5c8-8635fc16151b', 'pms.reservations.stay.112', 1, '{"id": "b9f6c7c7-51e1-483d-b5c8-8635fc16151b", "data": {"type": "Suite", "active": true, "adults": 1, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-26", "last_name": "Ramirez", "checked_in": false, "first_name": "Barbara", "rate_cents": 12999, "checked_out": false, "res_room_id": 112, "cc_last_four": "0091", "room_type_id": 3, "reservation_id": 1112, "confirmation_code": "QSTG8DEB"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.388Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(113, '2ab6eeae-8ccb-491c-b77a-e0bf78abb183', 'pms.reservations.stay.113', 1, '{"id": "2ab6eeae-8ccb-491c-b77a-e0bf78abb183", "data": {"type": "King", "active": true, "adults": 2, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-27", "last_name": "Jones", "checked_in": false, "first_name": "Richard", "rate_cents": 11999, "checked_out": false, "res_room_id": 113, "cc_last_four": "9283", "room_type_id": 2, "reservation_id": 1113, "confirmation_code": "SK5SGD7D"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.391Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(114, '34261497-c995-4d9b-b62f-97be16cee795', 'pms.reservations.stay.114', 1, '{"id": "34261497-c995-4d9b-b62f-97be16cee795", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-28", "last_name": "Lopez", "checked_in": false, "first_name": "Susan", "rate_cents": 10999, "checked_out": false, "res_room_id": 114, "cc_last_four": "8475", "room_type_id": 1, "reservation_id": 1114, "confirmation_code": "RVBTR26N"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.395Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(115, '80c1db19-fcfd-48b9-a765-58f6b1be3d80', 'pms.reservations.stay.115', 1, '{"id": "80c1db19-fcfd-48b9-a765-58f6b1be3d80", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-29", "last_name": "Jackson", "checked_in": false, "first_name": "Joseph", "rate_cents": 10999, "checked_out": false, "res_room_id": 115, "cc_last_four": "7667", "room_type_id": 1, "reservation_id": 1115, "confirmation_code": "TQKXUL4M"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.399Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(116, '55073254-9732-4295-ba16-70c303c091fa', 'pms.reservations.stay.116', 1, '{"id": "55073254-9732-4295-ba16-70c303c091fa", "data": {"type": "Suite", "active": true, "adults": 2, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-25", "last_name": "Sanchez", "checked_in": false, "first_name": "Jessica", "rate_cents": 12999, "checked_out": false, "res_room_id": 116, "cc_last_four": "6859", "room_type_id": 3, "reservation_id": 1116, "confirmation_code": "LS73WKS3"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.404Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(117, '20baab25-8087-4fe1-910a-c9a31c3c7ae6', 'pms.reservations.stay.117', 1, '{"id": "20baab25-8087-4fe1-910a-c9a31c3c7ae6", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-26", "last_name": "Williams", "checked_in": false, "first_name": "Thomas", "rate_cents": 10999, "checked_out": false, "res_room_id": 117, "cc_last_four": "6042", "room_type_id": 1, "reservation_id": 1117, "confirmation_code": "PDK5H9LM"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.408Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(118, '655480b5-56ce-4ed9-90a7-c4441a22f222', 'pms.reservations.stay.118', 1, '{"id": "655480b5-56ce-4ed9-90a7-c4441a22f222", "data": {"type": "King", "active": true, "adults": 1, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-27", "last_name": "Martinez", "checked_in": false, "first_name": "Sarah", "rate_cents": 11999, "checked_out": false, "res_room_id": 118, "cc_last_four": "5234", "room_type_id": 2, "reservation_id": 1118, "confirmation_code": "AUVF5PXN"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.412Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(119, '3107a96f-51e7-41bc-93c7-ddbace339d77', 'pms.reservations.stay.119', 1, '{"id": "3107a96f-51e7-41bc-93c7-ddbace339d77", "data": {"type": "Suite", "active": true, "adults": 2, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-28", "last_name": "Taylor", "checked_in": false, "first_name": "Charles", "rate_cents": 12999, "checked_out": false, "res_room_id": 119, "cc_last_four": "4427", "room_type_id": 3, "reservation_id": 1119, "confirmation_code": "PJ4H5R5Z"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.416Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(120, 'e4ccd778-7f74-4a00-91b6-445ff04e9118', 'pms.reservations.stay.120', 1, '{"id": "e4ccd778-7f74-4a00-91b6-445ff04e9118", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-29", "last_name": "White", "checked_in": false, "first_name": "Karen", "rate_cents": 10999, "checked_out": false, "res_room_id": 120, "cc_last_four": "3619", "room_type_id": 1, "reservation_id": 1120, "confirmation_code": "KUBLJ5D9"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.420Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(121, '15e9b0b6-db36-4f01-89a1-9a4c481026a0', 'pms.reservations.stay.121', 1, '{"id": "15e9b0b6-db36-4f01-89a1-9a4c481026a0", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-25", "room_id": null, "room_num": null, "departure": "2026-11-26", "last_name": "Smith", "checked_in": false, "first_name": "James", "rate_cents": 10999, "checked_out": false, "res_room_id": 121, "cc_last_four": "2800", "room_type_id": 1, "reservation_id": 1121, "confirmation_code": "VGJR433N"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.425Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(122, 'ac9b2496-f778-4966-a046-208a679a96d6', 'pms.reservations.stay.122', 1, '{"id": "ac9b2496-f778-4966-a046-208a679a96d6", "data": {"type": "Suite", "active": true, "adults": 2, "arrival": "2026-11-26", "room_id": null, "room_num": null, "departure": "2026-11-28", "last_name": "Davis", "checked_in": false, "first_name": "Mary", "rate_cents": 12999, "checked_out": false, "res_room_id": 122, "cc_last_four": "1994", "room_type_id": 3, "reservation_id": 1122, "confirmation_code": "EWY82UWL"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.429Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(123, '63f47208-fee8-4d34-b1ab-084b346d5093', 'pms.reservations.stay.123', 1, '{"id": "63f47208-fee8-4d34-b1ab-084b346d5093", "data": {"type": "King", "active": true, "adults": 3, "arrival": "2026-11-27", "room_id": null, "room_num": null, "departure": "2026-11-30", "last_name": "Anderson", "checked_in": false, "first_name": "Robert", "rate_cents": 11999, "checked_out": false, "res_room_id": 123, "cc_last_four": "1184", "room_type_id": 2, "reservation_id": 1123, "confirmation_code": "NEJKZZSB"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.433Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(124, '180fd35f-2089-460e-915f-2e8c5b043ece', 'pms.reservations.stay.124', 1, '{"id": "180fd35f-2089-460e-915f-2e8c5b043ece", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-28", "room_id": null, "room_num": null, "departure": "2026-12-02", "last_name": "Perez", "checked_in": false, "first_name": "Patricia", "rate_cents": 10999, "checked_out": false, "res_room_id": 124, "cc_last_four": "0376", "room_type_id": 1, "reservation_id": 1124, "confirmation_code": "8YVSGPQ6"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.436Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(125, 'e018de8f-9a69-4efe-bad0-cb7444c321fa', 'pms.reservations.stay.125', 1, '{"id": "e018de8f-9a69-4efe-bad0-cb7444c321fa", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-29", "room_id": null, "room_num": null, "departure": "2026-11-30", "last_name": "Lewis", "checked_in": false, "first_name": "John", "rate_cents": 10999, "checked_out": false, "res_room_id": 125, "cc_last_four": "9568", "room_type_id": 1, "reservation_id": 1125, "confirmation_code": "62NSFQDC"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.439Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(126, 'd27d6028-ab7b-42fe-a5d4-139c052a0550', 'pms.reservations.stay.126', 1, '{"id": "d27d6028-ab7b-42fe-a5d4-139c052a0550", "data": {"type": "Suite", "active": true, "adults": 3, "arrival": "2026-11-30", "room_id": null, "room_num": null, "departure": "2026-12-02", "last_name": "Garcia", "checked_in": false, "first_name": "Jennifer", "rate_cents": 12999, "checked_out": false, "res_room_id": 126, "cc_last_four": "8752", "room_type_id": 3, "reservation_id": 1126, "confirmation_code": "E5M5Z9AH"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.442Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(127, '152eadd4-c78e-4c06-94e2-a94b185b1385', 'pms.reservations.stay.127', 1, '{"id": "152eadd4-c78e-4c06-94e2-a94b185b1385", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-12-01", "room_id": null, "room_num": null, "departure": "2026-12-04", "last_name": "Gonzalez", "checked_in": false, "first_name": "Michael", "rate_cents": 10999, "checked_out": false, "res_room_id": 127, "cc_last_four": "7945", "room_type_id": 1, "reservation_id": 1127, "confirmation_code": "SL8YNGSJ"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.447Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(128, 'a134c0b0-bd55-46b2-8806-29a02135c880', 'pms.reservations.stay.128', 1, '{"id": "a134c0b0-bd55-46b2-8806-29a02135c880", "data": {"type": "King", "active": true, "adults": 2, "arrival": "2026-12-02", "room_id": null, "room_num": null, "departure": "2026-12-06", "last_name": "Martin", "checked_in": false, "first_name": "Linda", "rate_cents": 11999, "checked_out": false, "res_room_id": 128, "cc_last_four": "7133", "room_type_id": 2, "reservation_id": 1128, "confirmation_code": "BK6B7TWE"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.452Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(129, '6311951a-12f1-4a4e-979e-c7ed1d1ca401', 'pms.reservations.stay.129', 1, '{"id": "6311951a-12f1-4a4e-979e-c7ed1d1ca401", "data": {"type": "Suite", "active": true, "adults": 3, "arrival": "2026-12-03", "room_id": null, "room_num": null, "departure": "2026-12-04", "last_name": "Clark", "checked_in": false, "first_name": "David", "rate_cents": 12999, "checked_out": false, "res_room_id": 129, "cc_last_four": "6325", "room_type_id": 3, "reservation_id": 1129, "confirmation_code": "PEG3LRUK"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.457Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(130, 'aa04c68d-3028-4389-9c77-f77b55108c96', 'pms.reservations.stay.130', 1, '{"id": "aa04c68d-3028-4389-9c77-f77b55108c96", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-12-04", "room_id": null, "room_num": null, "departure": "2026-12-06", "last_name": "Brown", "checked_in": false, "first_name": "Elizabeth", "rate_cents": 10999, "checked_out": false, "res_room_id": 130, "cc_last_four": "5517", "room_type_id": 1, "reservation_id": 1130, "confirmation_code": "JT926Y5P"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.461Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(131, 'bec2d05f-c505-47a7-b990-5daa0264b7b5', 'pms.reservations.stay.131', 1, '{"id": "bec2d05f-c505-47a7-b990-5daa0264b7b5", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-12-05", "room_id": null, "room_num": null, "departure": "2026-12-08", "last_name": "Hernandez", "checked_in": false, "first_name": "William", "rate_cents": 10999, "checked_out": false, "res_room_id": 131, "cc_last_four": "4702", "room_type_id": 1, "reservation_id": 1131, "confirmation_code": "9F9BBQXU"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.466Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(132, 'aee6ad9b-36a8-4142-b65a-365419ec3e48', 'pms.reservations.stay.132', 1, '{"id": "aee6ad9b-36a8-4142-b65a-365419ec3e48", "data": {"type": "Suite", "active": true, "adults": 3, "arrival": "2026-12-06", "room_id": null, "room_num": null, "departure": "2026-12-10", "last_name": "Moore", "checked_in": false, "first_name": "Barbara", "rate_cents": 12999, "checked_out": false, "res_room_id": 132, "cc_last_four": "3894", "room_type_id": 3, "reservation_id": 1132, "confirmation_code": "HZC7PSFV"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.471Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(133, '62515562-116e-414e-a724-42060bf55d4f', 'pms.reservations.stay.133', 1, '{"id": "62515562-116e-414e-a724-42060bf55d4f", "data": {"type": "King", "active": true, "adults": 1, "arrival": "2026-12-07", "room_id": null, "room_num": null, "departure": "2026-12-08", "last_name": "Harris", "checked_in": false, "first_name": "Richard", "rate_cents": 11999, "checked_out": false, "res_room_id": 133, "cc_last_four": "3084", "room_type_id": 2, "reservation_id": 1133, "confirmation_code": "J62KAPYB"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.476Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(134, '37b02266-0d0a-4fe3-9ad2-05927d84ac13', 'pms.reservations.stay.134', 1, '{"id": "37b02266-0d0a-4fe3-9ad2-05927d84ac13", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-12-08", "room_id": null, "room_num": null, "departure": "2026-12-10", "last_name": "Johnson", "checked_in": false, "first_name": "Susan", "rate_cents": 10999, "checked_out": false, "res_room_id": 134, "cc_last_four": "2275", "room_type_id": 1, "reservation_id": 1134, "confirmation_code": "2GMFJ5Z8"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.480Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(135, 'f1d6dfe3-5772-48ba-bbaa-82bc6741f7b0', 'pms.reservations.stay.135', 1, '{"id": "f1d6dfe3-5772-48ba-bbaa-82bc6741f7b0", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-12-09", "room_id": null, "room_num": null, "departure": "2026-12-12", "last_name": "Rodriguez", "checked_in": false, "first_name": "Joseph", "rate_cents": 10999, "checked_out": false, "res_room_id": 135, "cc_last_four": "1467", "room_type_id": 1, "reservation_id": 1135, "confirmation_code": "ZCSXUT6S"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.486Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(136, 'd3a5bc4b-14cd-46be-8fef-b5cd83a84ef7', 'pms.reservations.stay.136', 1, '{"id": "d3a5bc4b-14cd-46be-8fef-b5cd83a84ef7", "data": {"type": "Suite", "active": true, "adults": 1, "arrival": "2026-12-10", "room_id": null, "room_num": null, "departure": "2026-12-14", "last_name": "Thomas", "checked_in": false, "first_name": "Jessica", "rate_cents": 12999, "checked_out": false, "res_room_id": 136, "cc_last_four": "0651", "room_type_id": 3, "reservation_id": 1136, "confirmation_code": "WGAPJVF9"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.491Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(137, 'ea0c987f-abee-4f71-b15a-caae34d724ff', 'pms.reservations.stay.137', 1, '{"id": "ea0c987f-abee-4f71-b15a-caae34d724ff", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-12-11", "room_id": null, "room_num": null, "departure": "2026-12-12", "last_name": "Thompson", "checked_in": false, "first_name": "Thomas", "rate_cents": 10999, "checked_out": false, "res_room_id": 137, "cc_last_four": "9844", "room_type_id": 1, "reservation_id": 1137, "confirmation_code": "LKWYYHUH"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.495Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(138, 'c2f6d675-3629-4163-9b6c-fa6a61180a82', 'pms.reservations.stay.138', 1, '{"id": "c2f6d675-3629-4163-9b6c-fa6a61180a82", "data": {"type": "King", "active": true, "adults": 3, "arrival": "2026-12-12", "room_id": null, "room_num": null, "departure": "2026-12-14", "last_name": "Robinson", "checked_in": false, "first_name": "Sarah", "rate_cents": 11999, "checked_out": false, "res_room_id": 138, "cc_last_four": "9034", "room_type_id": 2, "reservation_id": 1138, "confirmation_code": "XPE7QR45"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.498Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(139, '4ef9d7ca-fc10-475d-93df-33bcb74a208f', 'pms.reservations.stay.139', 1, '{"id": "4ef9d7ca-fc10-475d-93df-33bcb74a208f", "data": {"type": "Suite", "active": true, "adults": 1, "arrival": "2026-12-13", "room_id": null, "room_num": null, "departure": "2026-12-16", "last_name": "Miller", "checked_in": false, "first_name": "Charles", "rate_cents": 12999, "checked_out": false, "res_room_id": 139, "cc_last_four": "8226", "room_type_id": 3, "reservation_id": 1139, "confirmation_code": "SMLL9U6S"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.502Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(140, '8445eee5-5325-43f5-8a0c-70957a53949e', 'pms.reservations.stay.140', 1, '{"id": "8445eee5-5325-43f5-8a0c-70957a53949e", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-12-14", "room_id": null, "room_num": null, "departure": "2026-12-18", "last_name": "Wilson", "checked_in": false, "first_name": "Karen", "rate_cents": 10999, "checked_out": false, "res_room_id": 140, "cc_last_four": "7418", "room_type_id": 1, "reservation_id": 1140, "confirmation_code": "Z99EXBEJ"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.506Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(141, '0079a47a-713a-431b-aaa6-b3148bee0352', 'pms.reservations.stay.141', 1, '{"id": "0079a47a-713a-431b-aaa6-b3148bee0352", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-11-25", "room_id": null, "room_num": null, "departure": "2026-11-26", "last_name": "Lee", "checked_in": false, "first_name": "James", "rate_cents": 10999, "checked_out": false, "res_room_id": 141, "cc_last_four": "6602", "room_type_id": 1, "reservation_id": 1141, "confirmation_code": "3DPHBFN5"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.510Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(142, '2f989d73-68e0-4e40-88e9-615be790e748', 'pms.reservations.stay.142', 1, '{"id": "2f989d73-68e0-4e40-88e9-615be790e748", "data": {"type": "Suite", "active": true, "adults": 1, "arrival": "2026-11-26", "room_id": null, "room_num": null, "departure": "2026-11-28", "last_name": "Ramirez", "checked_in": false, "first_name": "Mary", "rate_cents": 12999, "checked_out": false, "res_room_id": 142, "cc_last_four": "5794", "room_type_id": 3, "reservation_id": 1142, "confirmation_code": "KTGFEANA"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.514Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(143, 'f499cbff-c375-4524-b1c1-cd480e375ff3', 'pms.reservations.stay.143', 1, '{"id": "f499cbff-c375-4524-b1c1-cd480e375ff3", "data": {"type": "King", "active": true, "adults": 2, "arrival": "2026-11-27", "room_id": null, "room_num": null, "departure": "2026-11-30", "last_name": "Jones", "checked_in": false, "first_name": "Robert", "rate_cents": 11999, "checked_out": false, "res_room_id": 143, "cc_last_four": "4987", "room_type_id": 2, "reservation_id": 1143, "confirmation_code": "3VLQEH2V"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.518Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(144, '3d332925-079d-4471-8fdd-379de6190adc', 'pms.reservations.stay.144', 1, '{"id": "3d332925-079d-4471-8fdd-379de6190adc", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-11-28", "room_id": null, "room_num": null, "departure": "2026-12-02", "last_name": "Lopez", "checked_in": false, "first_name": "Patricia", "rate_cents": 10999, "checked_out": false, "res_room_id": 144, "cc_last_four": "4177", "room_type_id": 1, "reservation_id": 1144, "confirmation_code": "T5W9VF5B"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.522Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(145, '1c96a3c2-cbbb-493f-9140-42cd8d908637', 'pms.reservations.stay.145', 1, '{"id": "1c96a3c2-cbbb-493f-9140-42cd8d908637", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-29", "room_id": null, "room_num": null, "departure": "2026-11-30", "last_name": "Jackson", "checked_in": false, "first_name": "John", "rate_cents": 10999, "checked_out": false, "res_room_id": 145, "cc_last_four": "3369", "room_type_id": 1, "reservation_id": 1145, "confirmation_code": "9J55XWLK"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.526Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(146, '08d5024a-d6ca-4fef-b7ac-ffa8954ec1c6', 'pms.reservations.stay.146', 1, '{"id": "08d5024a-d6ca-4fef-b7ac-ffa8954ec1c6", "data": {"type": "Suite", "active": true, "adults": 2, "arrival": "2026-11-30", "room_id": null, "room_num": null, "departure": "2026-12-02", "last_name": "Sanchez", "checked_in": false, "first_name": "Jennifer", "rate_cents": 12999, "checked_out": false, "res_room_id": 146, "cc_last_four": "2553", "room_type_id": 3, "reservation_id": 1146, "confirmation_code": "32CRKNVW"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.531Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(147, '11dd16e0-c512-474d-821b-a55306cb8d7d', 'pms.reservations.stay.147', 1, '{"id": "11dd16e0-c512-474d-821b-a55306cb8d7d", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-12-01", "room_id": null, "room_num": null, "departure": "2026-12-04", "last_name": "Williams", "checked_in": false, "first_name": "Michael", "rate_cents": 10999, "checked_out": false, "res_room_id": 147, "cc_last_four": "1745", "room_type_id": 1, "reservation_id": 1147, "confirmation_code": "93KCZU8W"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.535Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(148, '67b236b9-61ed-4a76-8c48-c66363be1cb4', 'pms.reservations.stay.148', 1, '{"id": "67b236b9-61ed-4a76-8c48-c66363be1cb4", "data": {"type": "King", "active": true, "adults": 1, "arrival": "2026-12-02", "room_id": null, "room_num": null, "departure": "2026-12-06", "last_name": "Martinez", "checked_in": false, "first_name": "Linda", "rate_cents": 11999, "checked_out": false, "res_room_id": 148, "cc_last_four": "0937", "room_type_id": 2, "reservation_id": 1148, "confirmation_code": "CDYDNXL4"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.539Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(149, '9e8637da-f0b3-4dca-8ed9-dc1c62566986', 'pms.reservations.stay.149', 1, '{"id": "9e8637da-f0b3-4dca-8ed9-dc1c62566986", "data": {"type": "Suite", "active": true, "adults": 2, "arrival": "2026-12-03", "room_id": null, "room_num": null, "departure": "2026-12-04", "last_name": "Taylor", "checked_in": false, "first_name": "David", "rate_cents": 12999, "checked_out": false, "res_room_id": 149, "cc_last_four": "0127", "room_type_id": 3, "reservation_id": 1149, "confirmation_code": "5D4PVMXC"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.544Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(150, '60861104-b7af-4d14-963d-c953b93992a4', 'pms.reservations.stay.150', 1, '{"id": "60861104-b7af-4d14-963d-c953b93992a4", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-12-04", "room_id": null, "room_num": null, "departure": "2026-12-06", "last_name": "White", "checked_in": false, "first_name": "Elizabeth", "rate_cents": 10999, "checked_out": false, "res_room_id": 150, "cc_last_four": "9311", "room_type_id": 1, "reservation_id": 1150, "confirmation_code": "YRNR7GE7"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.548Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(151, '1a2e0397-b46a-4482-bea0-ff493a103274', 'pms.reservations.stay.151', 1, '{"id": "1a2e0397-b46a-4482-bea0-ff493a103274", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-12-05", "room_id": null, "room_num": null, "departure": "2026-12-08", "last_name": "Smith", "checked_in": false, "first_name": "William", "rate_cents": 10999, "checked_out": false, "res_room_id": 151, "cc_last_four": "8503", "room_type_id": 1, "reservation_id": 1151, "confirmation_code": "2TB7HWC7"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.553Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(152, 'efc95064-1273-4e44-bc28-f8173052cce0', 'pms.reservations.stay.152', 1, '{"id": "efc95064-1273-4e44-bc28-f8173052cce0", "data": {"type": "Suite", "active": true, "adults": 2, "arrival": "2026-12-06", "room_id": null, "room_num": null, "departure": "2026-12-10", "last_name": "Davis", "checked_in": false, "first_name": "Barbara", "rate_cents": 12999, "checked_out": false, "res_room_id": 152, "cc_last_four": "7695", "room_type_id": 3, "reservation_id": 1152, "confirmation_code": "HZJ7LW2N"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.558Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(153, 'a58aba67-0abd-4671-b760-a61ecbe826e4', 'pms.reservations.stay.153', 1, '{"id": "a58aba67-0abd-4671-b760-a61ecbe826e4", "data": {"type": "King", "active": true, "adults": 3, "arrival": "2026-12-07", "room_id": null, "room_num": null, "departure": "2026-12-08", "last_name": "Anderson", "checked_in": false, "first_name": "Richard", "rate_cents": 11999, "checked_out": false, "res_room_id": 153, "cc_last_four": "6887", "room_type_id": 2, "reservation_id": 1153, "confirmation_code": "BMPRXSQ4"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.563Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(154, '3ba38c09-a8bd-41f8-80a9-a192a3bee792', 'pms.reservations.stay.154', 1, '{"id": "3ba38c09-a8bd-41f8-80a9-a192a3bee792", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-12-08", "room_id": null, "room_num": null, "departure": "2026-12-10", "last_name": "Perez", "checked_in": false, "first_name": "Susan", "rate_cents": 10999, "checked_out": false, "res_room_id": 154, "cc_last_four": "6077", "room_type_id": 1, "reservation_id": 1154, "confirmation_code": "3DA3HJXN"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.568Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(155, 'b0e5eab7-3cd5-4a4e-8f43-b13c770be205', 'pms.reservations.stay.155', 1, '{"id": "b0e5eab7-3cd5-4a4e-8f43-b13c770be205", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-12-09", "room_id": null, "room_num": null, "departure": "2026-12-12", "last_name": "Lewis", "checked_in": false, "first_name": "Joseph", "rate_cents": 10999, "checked_out": false, "res_room_id": 155, "cc_last_four": "5261", "room_type_id": 1, "reservation_id": 1155, "confirmation_code": "XKWUA7D8"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.572Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(156, 'ba209003-ef0e-4f3d-808b-2c9b1af691b9', 'pms.reservations.stay.156', 1, '{"id": "ba209003-ef0e-4f3d-808b-2c9b1af691b9", "data": {"type": "Suite", "active": true, "adults": 3, "arrival": "2026-12-10", "room_id": null, "room_num": null, "departure": "2026-12-14", "last_name": "Garcia", "checked_in": false, "first_name": "Jessica", "rate_cents": 12999, "checked_out": false, "res_room_id": 156, "cc_last_four": "4454", "room_type_id": 3, "reservation_id": 1156, "confirmation_code": "DED34WTT"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.576Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(157, '44420244-405e-41f8-a869-04708ee7a505', 'pms.reservations.stay.157', 1, '{"id": "44420244-405e-41f8-a869-04708ee7a505", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-12-11", "room_id": null, "room_num": null, "departure": "2026-12-12", "last_name": "Gonzalez", "checked_in": false, "first_name": "Thomas", "rate_cents": 10999, "checked_out": false, "res_room_id": 157, "cc_last_four": "3647", "room_type_id": 1, "reservation_id": 1157, "confirmation_code": "4UER4VSA"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.581Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(158, '768116f6-30ca-4fcc-a042-2a8dc23710f9', 'pms.reservations.stay.158', 1, '{"id": "768116f6-30ca-4fcc-a042-2a8dc23710f9", "data": {"type": "King", "active": true, "adults": 2, "arrival": "2026-12-12", "room_id": null, "room_num": null, "departure": "2026-12-14", "last_name": "Martin", "checked_in": false, "first_name": "Sarah", "rate_cents": 11999, "checked_out": false, "res_room_id": 158, "cc_last_four": "2839", "room_type_id": 2, "reservation_id": 1158, "confirmation_code": "PZ3DAJKR"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.586Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(159, 'cfeb1b38-c54f-4cc8-a871-ce5c148b2f07', 'pms.reservations.stay.159', 1, '{"id": "cfeb1b38-c54f-4cc8-a871-ce5c148b2f07", "data": {"type": "Suite", "active": true, "adults": 3, "arrival": "2026-12-13", "room_id": null, "room_num": null, "departure": "2026-12-16", "last_name": "Clark", "checked_in": false, "first_name": "Charles", "rate_cents": 12999, "checked_out": false, "res_room_id": 159, "cc_last_four": "2028", "room_type_id": 3, "reservation_id": 1159, "confirmation_code": "H3NMRG7M"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.591Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(160, 'ab230c65-a946-48de-b009-06bb304aaad6', 'pms.reservations.stay.160', 1, '{"id": "ab230c65-a946-48de-b009-06bb304aaad6", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-12-14", "room_id": null, "room_num": null, "departure": "2026-12-18", "last_name": "Brown", "checked_in": false, "first_name": "Karen", "rate_cents": 10999, "checked_out": false, "res_room_id": 160, "cc_last_four": "1212", "room_type_id": 1, "reservation_id": 1160, "confirmation_code": "8GGSNVTK"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.596Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(161, '1f45486e-4b97-48c2-ac00-6614b1ce70fe', 'pms.reservations.stay.161', 1, '{"id": "1f45486e-4b97-48c2-ac00-6614b1ce70fe", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-25", "room_id": null, "room_num": null, "departure": "2026-11-26", "last_name": "Hernandez", "checked_in": false, "first_name": "James", "rate_cents": 10999, "checked_out": false, "res_room_id": 161, "cc_last_four": "0404", "room_type_id": 1, "reservation_id": 1161, "confirmation_code": "T9FMV38Y"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.601Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(162, 'f7469413-d4f3-4ef0-9695-ed79c0e53718', 'pms.reservations.stay.162', 1, '{"id": "f7469413-d4f3-4ef0-9695-ed79c0e53718", "data": {"type": "Suite", "active": true, "adults": 3, "arrival": "2026-11-26", "room_id": null, "room_num": null, "departure": "2026-11-28", "last_name": "Moore", "checked_in": false, "first_name": "Mary", "rate_cents": 12999, "checked_out": false, "res_room_id": 162, "cc_last_four": "9596", "room_type_id": 3, "reservation_id": 1162, "confirmation_code": "59FEGAZX"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.605Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(163, '26743d62-917e-43dd-902c-7bc97a8c4bb7', 'pms.reservations.stay.163', 1, '{"id": "26743d62-917e-43dd-902c-7bc97a8c4bb7", "data": {"type": "King", "active": true, "adults": 1, "arrival": "2026-11-27", "room_id": null, "room_num": null, "departure": "2026-11-30", "last_name": "Harris", "checked_in": false, "first_name": "Robert", "rate_cents": 11999, "checked_out": false, "res_room_id": 163, "cc_last_four": "8788", "room_type_id": 2, "reservation_id": 1163, "confirmation_code": "V8F29ZCN"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.610Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(164, '6ff7db37-3611-455b-b944-f32d2b162447', 'pms.reservations.stay.164', 1, '{"id": "6ff7db37-3611-455b-b944-f32d2b162447", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-28", "room_id": null, "room_num": null, "departure": "2026-12-02", "last_name": "Johnson", "checked_in": false, "first_name": "Patricia", "rate_cents": 10999, "checked_out": false, "res_room_id": 164, "cc_last_four": "7970", "room_type_id": 1, "reservation_id": 1164, "confirmation_code": "ZYYYVR7E"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.614Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(165, 'd0df4076-e3f5-49be-951b-920df3035fe0', 'pms.reservations.stay.165', 1, '{"id": "d0df4076-e3f5-49be-951b-920df3035fe0", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-11-29", "room_id": null, "room_num": null, "departure": "2026-11-30", "last_name": "Rodriguez", "checked_in": false, "first_name": "John", "rate_cents": 10999, "checked_out": false, "res_room_id": 165, "cc_last_four": "7162", "room_type_id": 1, "reservation_id": 1165, "confirmation_code": "T39YZ6P4"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.621Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(166, 'fc8b8714-e830-4d8c-bbe8-ca515cc32ef0', 'pms.reservations.stay.166', 1, '{"id": "fc8b8714-e830-4d8c-bbe8-ca515cc32ef0", "data": {"type": "Suite", "active": true, "adults": 1, "arrival": "2026-11-30", "room_id": null, "room_num": null, "departure": "2026-12-02", "last_name": "Thomas", "checked_in": false, "first_name": "Jennifer", "rate_cents": 12999, "checked_out": false, "res_room_id": 166, "cc_last_four": "6354", "room_type_id": 3, "reservation_id": 1166, "confirmation_code": "HP594JLA"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.626Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(167, '8cf5c3c4-fd84-4177-b413-75ff254b2597', 'pms.reservations.stay.167', 1, '{"id": "8cf5c3c4-fd84-4177-b413-75ff254b2597", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-12-01", "room_id": null, "room_num": null, "departure": "2026-12-04", "last_name": "Thompson", "checked_in": false, "first_name": "Michael", "rate_cents": 10999, "checked_out": false, "res_room_id": 167, "cc_last_four": "5547", "room_type_id": 1, "reservation_id": 1167, "confirmation_code": "KNFHC8G4"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.631Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(168, '76c6cda8-a208-4034-ab20-ec6c01ade29f', 'pms.reservations.stay.168', 1, '{"id": "76c6cda8-a208-4034-ab20-ec6c01ade29f", "data": {"type": "King", "active": true, "adults": 3, "arrival": "2026-12-02", "room_id": null, "room_num": null, "departure": "2026-12-06", "last_name": "Robinson", "checked_in": false, "first_name": "Linda", "rate_cents": 11999, "checked_out": false, "res_room_id": 168, "cc_last_four": "4730", "room_type_id": 2, "reservation_id": 1168, "confirmation_code": "6DQ9PX4W"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.636Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(169, 'bc70c2ee-e339-4593-808f-b7561c1d5c66', 'pms.reservations.stay.169', 1, '{"id": "bc70c2ee-e339-4593-808f-b7561c1d5c66", "data": {"type": "Suite", "active": true, "adults": 1, "arrival": "2026-12-03", "room_id": null, "room_num": null, "departure": "2026-12-04", "last_name": "Miller", "checked_in": false, "first_name": "David", "rate_cents": 12999, "checked_out": false, "res_room_id": 169, "cc_last_four": "3922", "room_type_id": 3, "reservation_id": 1169, "confirmation_code": "K5QVKY8B"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.640Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(170, 'f64fed09-6e72-4e14-9c18-6a757ac63baf', 'pms.reservations.stay.170', 1, '{"id": "f64fed09-6e72-4e14-9c18-6a757ac63baf", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-12-04", "room_id": null, "room_num": null, "departure": "2026-12-06", "last_name": "Wilson", "checked_in": false, "first_name": "Elizabeth", "rate_cents": 10999, "checked_out": false, "res_room_id": 170, "cc_last_four": "3114", "room_type_id": 1, "reservation_id": 1170, "confirmation_code": "9HTWF4WB"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.645Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(171, 'fc6c9a2a-f636-4d60-ae32-bf8ff97eb3d9', 'pms.reservations.stay.171', 1, '{"id": "fc6c9a2a-f636-4d60-ae32-bf8ff97eb3d9", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-12-05", "room_id": null, "room_num": null, "departure": "2026-12-08", "last_name": "Lee", "checked_in": false, "first_name": "William", "rate_cents": 10999, "checked_out": false, "res_room_id": 171, "cc_last_four": "2306", "room_type_id": 1, "reservation_id": 1171, "confirmation_code": "FMLHJSH2"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.650Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(172, '8a5cf1f4-882d-4ca1-a8d8-670f0ef4a962', 'pms.reservations.stay.172', 1, '{"id": "8a5cf1f4-882d-4ca1-a8d8-670f0ef4a962", "data": {"type": "Suite", "active": true, "adults": 1, "arrival": "2026-12-06", "room_id": null, "room_num": null, "departure": "2026-12-10", "last_name": "Ramirez", "checked_in": false, "first_name": "Barbara", "rate_cents": 12999, "checked_out": false, "res_room_id": 172, "cc_last_four": "1497", "room_type_id": 3, "reservation_id": 1172, "confirmation_code": "WU3AH82A"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.655Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(173, '61e3cd24-8386-4390-b968-a1c04d518a05', 'pms.reservations.stay.173', 1, '{"id": "61e3cd24-8386-4390-b968-a1c04d518a05", "data": {"type": "King", "active": true, "adults": 2, "arrival": "2026-12-07", "room_id": null, "room_num": null, "departure": "2026-12-08", "last_name": "Jones", "checked_in": false, "first_name": "Richard", "rate_cents": 11999, "checked_out": false, "res_room_id": 173, "cc_last_four": "0689", "room_type_id": 2, "reservation_id": 1173, "confirmation_code": "26MUGK3J"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.659Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(174, 'eb4e5c9d-867d-497e-9cfc-caa91424b9e0', 'pms.reservations.stay.174', 1, '{"id": "eb4e5c9d-867d-497e-9cfc-caa91424b9e0", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-12-08", "room_id": null, "room_num": null, "departure": "2026-12-10", "last_name": "Lopez", "checked_in": false, "first_name": "Susan", "rate_cents": 10999, "checked_out": false, "res_room_id": 174, "cc_last_four": "9873", "room_type_id": 1, "reservation_id": 1174, "confirmation_code": "DVF56TFN"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.663Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(175, '3de65fa6-0cbb-4ea4-823e-256679c843a6', 'pms.reservations.stay.175', 1, '{"id": "3de65fa6-0cbb-4ea4-823e-256679c843a6", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-12-09", "room_id": null, "room_num": null, "departure": "2026-12-12", "last_name": "Jackson", "checked_in": false, "first_name": "Joseph", "rate_cents": 10999, "checked_out": false, "res_room_id": 175, "cc_last_four": "9063", "room_type_id": 1, "reservation_id": 1175, "confirmation_code": "76JHJWWW"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.668Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(176, 'fb4ad679-cb7d-4ba2-92f2-57cbcbdd7779', 'pms.reservations.stay.176', 1, '{"id": "fb4ad679-cb7d-4ba2-92f2-57cbcbdd7779", "data": {"type": "Suite", "active": true, "adults": 2, "arrival": "2026-12-10", "room_id": null, "room_num": null, "departure": "2026-12-14", "last_name": "Sanchez", "checked_in": false, "first_name": "Jessica", "rate_cents": 12999, "checked_out": false, "res_room_id": 176, "cc_last_four": "8255", "room_type_id": 3, "reservation_id": 1176, "confirmation_code": "RF76QES5"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.673Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(177, '8f592ee1-84c9-44ef-965a-ecd64df88d90', 'pms.reservations.stay.177', 1, '{"id": "8f592ee1-84c9-44ef-965a-ecd64df88d90", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-12-11", "room_id": null, "room_num": null, "departure": "2026-12-12", "last_name": "Williams", "checked_in": false, "first_name": "Thomas", "rate_cents": 10999, "checked_out": false, "res_room_id": 177, "cc_last_four": "7448", "room_type_id": 1, "reservation_id": 1177, "confirmation_code": "HWZNJB6M"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.680Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(178, '3e1e82e1-bb7e-453e-befb-79165f462376', 'pms.reservations.stay.178', 1, '{"id": "3e1e82e1-bb7e-453e-befb-79165f462376", "data": {"type": "King", "active": true, "adults": 1, "arrival": "2026-12-12", "room_id": null, "room_num": null, "departure": "2026-12-14", "last_name": "Martinez", "checked_in": false, "first_name": "Sarah", "rate_cents": 11999, "checked_out": false, "res_room_id": 178, "cc_last_four": "6630", "room_type_id": 2, "reservation_id": 1178, "confirmation_code": "TW2V9FB8"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.685Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(179, '34795bb7-d0ac-407c-ae06-d2c697d7b76f', 'pms.reservations.stay.179', 1, '{"id": "34795bb7-d0ac-407c-ae06-d2c697d7b76f", "data": {"type": "Suite", "active": true, "adults": 2, "arrival": "2026-12-13", "room_id": null, "room_num": null, "departure": "2026-12-16", "last_name": "Taylor", "checked_in": false, "first_name": "Charles", "rate_cents": 12999, "checked_out": false, "res_room_id": 179, "cc_last_four": "5824", "room_type_id": 3, "reservation_id": 1179, "confirmation_code": "4LM2DXMZ"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.690Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(180, '46e88b9d-e4c6-474e-bdc8-5e3edbe751b5', 'pms.reservations.stay.180', 1, '{"id": "46e88b9d-e4c6-474e-bdc8-5e3edbe751b5", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-12-14", "room_id": null, "room_num": null, "departure": "2026-12-18", "last_name": "White", "checked_in": false, "first_name": "Karen", "rate_cents": 10999, "checked_out": false, "res_room_id": 180, "cc_last_four": "5014", "room_type_id": 1, "reservation_id": 1180, "confirmation_code": "8ZLDKYER"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.695Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(181, '78dc510a-8ee7-4a4a-b182-6076906ad284', 'pms.reservations.stay.181', 1, '{"id": "78dc510a-8ee7-4a4a-b182-6076906ad284", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-25", "room_id": null, "room_num": null, "departure": "2026-11-26", "last_name": "Smith", "checked_in": false, "first_name": "James", "rate_cents": 10999, "checked_out": false, "res_room_id": 181, "cc_last_four": "4207", "room_type_id": 1, "reservation_id": 1181, "confirmation_code": "2D35BGAF"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.704Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(182, '7a53f37a-af0d-43d5-bbfc-47cc09ec27cf', 'pms.reservations.stay.182', 1, '{"id": "7a53f37a-af0d-43d5-bbfc-47cc09ec27cf", "data": {"type": "Suite", "active": true, "adults": 2, "arrival": "2026-11-26", "room_id": null, "room_num": null, "departure": "2026-11-28", "last_name": "Davis", "checked_in": false, "first_name": "Mary", "rate_cents": 12999, "checked_out": false, "res_room_id": 182, "cc_last_four": "3399", "room_type_id": 3, "reservation_id": 1182, "confirmation_code": "5U5W2T25"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.709Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(183, '0c418564-f03d-477e-bf97-f3b33af3c63e', 'pms.reservations.stay.183', 1, '{"id": "0c418564-f03d-477e-bf97-f3b33af3c63e", "data": {"type": "King", "active": true, "adults": 3, "arrival": "2026-11-27", "room_id": null, "room_num": null, "departure": "2026-11-30", "last_name": "Anderson", "checked_in": false, "first_name": "Robert", "rate_cents": 11999, "checked_out": false, "res_room_id": 183, "cc_last_four": "2581", "room_type_id": 2, "reservation_id": 1183, "confirmation_code": "R7KCDQZE"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.716Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(184, 'e36b37c3-3417-4599-b931-3320f5e401e7', 'pms.reservations.stay.184', 1, '{"id": "e36b37c3-3417-4599-b931-3320f5e401e7", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-28", "room_id": null, "room_num": null, "departure": "2026-12-02", "last_name": "Perez", "checked_in": false, "first_name": "Patricia", "rate_cents": 10999, "checked_out": false, "res_room_id": 184, "cc_last_four": "1775", "room_type_id": 1, "reservation_id": 1184, "confirmation_code": "4ANKK2UM"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.722Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(185, 'e2a69445-f549-47cb-aaf5-4da12cd49eee', 'pms.reservations.stay.185', 1, '{"id": "e2a69445-f549-47cb-aaf5-4da12cd49eee", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-29", "room_id": null, "room_num": null, "departure": "2026-11-30", "last_name": "Lewis", "checked_in": false, "first_name": "John", "rate_cents": 10999, "checked_out": false, "res_room_id": 185, "cc_last_four": "0966", "room_type_id": 1, "reservation_id": 1185, "confirmation_code": "8TAUNZHY"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.730Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(186, '50b57f02-60c4-410c-b757-9b9322a27e5b', 'pms.reservations.stay.186', 1, '{"id": "50b57f02-60c4-410c-b757-9b9322a27e5b", "data": {"type": "Suite", "active": true, "adults": 3, "arrival": "2026-11-30", "room_id": null, "room_num": null, "departure": "2026-12-02", "last_name": "Garcia", "checked_in": false, "first_name": "Jennifer", "rate_cents": 12999, "checked_out": false, "res_room_id": 186, "cc_last_four": "0156", "room_type_id": 3, "reservation_id": 1186, "confirmation_code": "8ZGZ6L83"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.735Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(187, '14897697-1412-4c65-bdd8-7d8ade73902c', 'pms.reservations.stay.187', 1, '{"id": "14897697-1412-4c65-bdd8-7d8ade73902c", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-12-01", "room_id": null, "room_num": null, "departure": "2026-12-04", "last_name": "Gonzalez", "checked_in": false, "first_name": "Michael", "rate_cents": 10999, "checked_out": false, "res_room_id": 187, "cc_last_four": "9349", "room_type_id": 1, "reservation_id": 1187, "confirmation_code": "6L4NSGS3"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.740Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(188, '41112ad6-d547-4826-b6c3-5a6a98a44ff2', 'pms.reservations.stay.188', 1, '{"id": "41112ad6-d547-4826-b6c3-5a6a98a44ff2", "data": {"type": "King", "active": true, "adults": 2, "arrival": "2026-12-02", "room_id": null, "room_num": null, "departure": "2026-12-06", "last_name": "Martin", "checked_in": false, "first_name": "Linda", "rate_cents": 11999, "checked_out": false, "res_room_id": 188, "cc_last_four": "8531", "room_type_id": 2, "reservation_id": 1188, "confirmation_code": "AVZDGRPN"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.745Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(189, '06038ec6-8d6b-4042-9cd1-65b47abe119b', 'pms.reservations.stay.189', 1, '{"id": "06038ec6-8d6b-4042-9cd1-65b47abe119b", "data": {"type": "Suite", "active": true, "adults": 3, "arrival": "2026-12-03", "room_id": null, "room_num": null, "departure": "2026-12-04", "last_name": "Clark", "checked_in": false, "first_name": "David", "rate_cents": 12999, "checked_out": false, "res_room_id": 189, "cc_last_four": "7725", "room_type_id": 3, "reservation_id": 1189, "confirmation_code": "BBUF3FEA"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.751Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(190, 'db25a476-d190-4c89-a2c8-0581d6264944', 'pms.reservations.stay.190', 1, '{"id": "db25a476-d190-4c89-a2c8-0581d6264944", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-12-04", "room_id": null, "room_num": null, "departure": "2026-12-06", "last_name": "Brown", "checked_in": false, "first_name": "Elizabeth", "rate_cents": 10999, "checked_out": false, "res_room_id": 190, "cc_last_four": "6917", "room_type_id": 1, "reservation_id": 1190, "confirmation_code": "FF3EY7WF"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.757Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(191, '33baf3f7-c613-4cc2-8a50-a70bc7760f15', 'pms.reservations.stay.191', 1, '{"id": "33baf3f7-c613-4cc2-8a50-a70bc7760f15", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-12-05", "room_id": null, "room_num": null, "departure": "2026-12-08", "last_name": "Hernandez", "checked_in": false, "first_name": "William", "rate_cents": 10999, "checked_out": false, "res_room_id": 191, "cc_last_four": "6107", "room_type_id": 1, "reservation_id": 1191, "confirmation_code": "77UESJT7"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.762Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(192, '0e8d1a5f-1658-4b83-ac06-76a25a94c49a', 'pms.reservations.stay.192', 1, '{"id": "0e8d1a5f-1658-4b83-ac06-76a25a94c49a", "data": {"type": "Suite", "active": true, "adults": 3, "arrival": "2026-12-06", "room_id": null, "room_num": null, "departure": "2026-12-10", "last_name": "Moore", "checked_in": false, "first_name": "Barbara", "rate_cents": 12999, "checked_out": false, "res_room_id": 192, "cc_last_four": "5299", "room_type_id": 3, "reservation_id": 1192, "confirmation_code": "C3HV6MYN"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.767Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(193, '9f5000bc-5a8d-4c80-ae1b-83dbddc3e03a', 'pms.reservations.stay.193', 1, '{"id": "9f5000bc-5a8d-4c80-ae1b-83dbddc3e03a", "data": {"type": "King", "active": true, "adults": 1, "arrival": "2026-12-07", "room_id": null, "room_num": null, "departure": "2026-12-08", "last_name": "Harris", "checked_in": false, "first_name": "Richard", "rate_cents": 11999, "checked_out": false, "res_room_id": 193, "cc_last_four": "4482", "room_type_id": 2, "reservation_id": 1193, "confirmation_code": "UETFG33U"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.771Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00');
INSERT INTO reservations.outbox VALUES
	(194, '4949ef54-59c6-416e-b51d-8bdd25b2b8e4', 'pms.reservations.stay.194', 1, '{"id": "4949ef54-59c6-416e-b51d-8bdd25b2b8e4", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-12-08", "room_id": null, "room_num": null, "departure": "2026-12-10", "last_name": "Johnson", "checked_in": false, "first_name": "Susan", "rate_cents": 10999, "checked_out": false, "res_room_id": 194, "cc_last_four": "3676", "room_type_id": 1, "reservation_id": 1194, "confirmation_code": "KJDMBQ69"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.776Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(195, 'e6283b51-1910-4da7-8116-c54617e46887', 'pms.reservations.stay.195', 1, '{"id": "e6283b51-1910-4da7-8116-c54617e46887", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-12-09", "room_id": null, "room_num": null, "departure": "2026-12-12", "last_name": "Rodriguez", "checked_in": false, "first_name": "Joseph", "rate_cents": 10999, "checked_out": false, "res_room_id": 195, "cc_last_four": "2868", "room_type_id": 1, "reservation_id": 1195, "confirmation_code": "DJNK5CYA"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.781Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(196, 'b2a7e7cd-a873-4d65-814d-8e0ab8972427', 'pms.reservations.stay.196', 1, '{"id": "b2a7e7cd-a873-4d65-814d-8e0ab8972427", "data": {"type": "Suite", "active": true, "adults": 1, "arrival": "2026-12-10", "room_id": null, "room_num": null, "departure": "2026-12-14", "last_name": "Thomas", "checked_in": false, "first_name": "Jessica", "rate_cents": 12999, "checked_out": false, "res_room_id": 196, "cc_last_four": "2058", "room_type_id": 3, "reservation_id": 1196, "confirmation_code": "STEKNM9S"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.787Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(197, 'b7a8fda4-ba77-4688-bf1f-141b373f4d3f', 'pms.reservations.stay.197', 1, '{"id": "b7a8fda4-ba77-4688-bf1f-141b373f4d3f", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-12-11", "room_id": null, "room_num": null, "departure": "2026-12-12", "last_name": "Thompson", "checked_in": false, "first_name": "Thomas", "rate_cents": 10999, "checked_out": false, "res_room_id": 197, "cc_last_four": "1240", "room_type_id": 1, "reservation_id": 1197, "confirmation_code": "GZ2TPFEB"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.792Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(198, '39826e73-d66e-4040-bcdf-4a299d9954af', 'pms.reservations.stay.198', 1, '{"id": "39826e73-d66e-4040-bcdf-4a299d9954af", "data": {"type": "King", "active": true, "adults": 3, "arrival": "2026-12-12", "room_id": null, "room_num": null, "departure": "2026-12-14", "last_name": "Robinson", "checked_in": false, "first_name": "Sarah", "rate_cents": 11999, "checked_out": false, "res_room_id": 198, "cc_last_four": "0432", "room_type_id": 2, "reservation_id": 1198, "confirmation_code": "KEA3XTPR"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.797Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(199, '25e3c080-987e-49c4-a15c-5b03d075f480', 'pms.reservations.stay.199', 1, '{"id": "25e3c080-987e-49c4-a15c-5b03d075f480", "data": {"type": "Suite", "active": true, "adults": 1, "arrival": "2026-12-13", "room_id": null, "room_num": null, "departure": "2026-12-16", "last_name": "Miller", "checked_in": false, "first_name": "Charles", "rate_cents": 12999, "checked_out": false, "res_room_id": 199, "cc_last_four": "9626", "room_type_id": 3, "reservation_id": 1199, "confirmation_code": "2962QB6B"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.801Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(200, 'aa086603-85b8-43af-a56e-4f07c904512a', 'pms.reservations.stay.200', 1, '{"id": "aa086603-85b8-43af-a56e-4f07c904512a", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-12-14", "room_id": null, "room_num": null, "departure": "2026-12-18", "last_name": "Wilson", "checked_in": false, "first_name": "Karen", "rate_cents": 10999, "checked_out": false, "res_room_id": 200, "cc_last_four": "8818", "room_type_id": 1, "reservation_id": 1200, "confirmation_code": "RHNSTYB3"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:29.806Z"}', '2026-11-24 18:41:28.856642+00', '2026-11-24 18:41:29.826057+00'),
	(201, 'd850df43-02e9-44d4-bc41-70b49a6040e6', 'pms.reservations.stay.1', 2, '{"id": "d850df43-02e9-44d4-bc41-70b49a6040e6", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-23", "room_id": 1, "room_num": "101", "departure": "2026-11-24", "last_name": "Smith", "checked_in": true, "first_name": "James", "rate_cents": 10999, "checked_out": false, "res_room_id": 1, "cc_last_four": "0002", "room_type_id": 1, "reservation_id": 1001, "confirmation_code": "K9UXK52S"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:29.855Z"}', '2026-11-24 18:41:29.832996+00', '2026-11-24 18:41:29.861485+00'),
	(205, 'aa58aecf-ff86-4459-be08-4f5d71b11050', 'pms.reservations.stay.5', 2, '{"id": "aa58aecf-ff86-4459-be08-4f5d71b11050", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-23", "room_id": 5, "room_num": "105", "departure": "2026-11-24", "last_name": "Lewis", "checked_in": true, "first_name": "John", "rate_cents": 10999, "checked_out": false, "res_room_id": 5, "cc_last_four": "6762", "room_type_id": 1, "reservation_id": 1005, "confirmation_code": "LW6U4WD2"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:29.929Z"}', '2026-11-24 18:41:29.919781+00', '2026-11-24 18:41:29.932155+00'),
	(210, '7e845f68-03fb-422c-8065-70f34cecca47', 'pms.reservations.stay.10', 2, '{"id": "7e845f68-03fb-422c-8065-70f34cecca47", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-22", "room_id": 9, "room_num": "109", "departure": "2026-11-24", "last_name": "Brown", "checked_in": true, "first_name": "Elizabeth", "rate_cents": 10999, "checked_out": false, "res_room_id": 10, "cc_last_four": "2713", "room_type_id": 1, "reservation_id": 1010, "confirmation_code": "FSAN6W7K"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:29.994Z"}', '2026-11-24 18:41:29.986336+00', '2026-11-24 18:41:29.997124+00'),
	(213, 'd2c7c6f5-9e29-433c-bcbd-3676df2cbc76', 'pms.reservations.stay.13', 2, '{"id": "d2c7c6f5-9e29-433c-bcbd-3676df2cbc76", "data": {"type": "King", "active": true, "adults": 1, "arrival": "2026-11-23", "room_id": 12, "room_num": "112", "departure": "2026-11-24", "last_name": "Harris", "checked_in": true, "first_name": "Richard", "rate_cents": 11999, "checked_out": false, "res_room_id": 13, "cc_last_four": "0289", "room_type_id": 2, "reservation_id": 1013, "confirmation_code": "ENBUTMNJ"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.025Z"}', '2026-11-24 18:41:30.016267+00', '2026-11-24 18:41:30.030182+00'),
	(219, 'b4d5dec3-73bd-46c0-9c87-fde8f35b6cf2', 'pms.reservations.stay.19', 2, '{"id": "b4d5dec3-73bd-46c0-9c87-fde8f35b6cf2", "data": {"type": "Suite", "active": true, "adults": 1, "arrival": "2026-11-21", "room_id": 20, "room_num": "120", "departure": "2026-11-24", "last_name": "Miller", "checked_in": true, "first_name": "Charles", "rate_cents": 12999, "checked_out": false, "res_room_id": 19, "cc_last_four": "5422", "room_type_id": 3, "reservation_id": 1019, "confirmation_code": "GUJM9H5C"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.111Z"}', '2026-11-24 18:41:30.102456+00', '2026-11-24 18:41:30.114251+00'),
	(222, 'de2c03bb-17ba-43cb-a6a3-6364de75cfcd', 'pms.reservations.stay.22', 2, '{"id": "de2c03bb-17ba-43cb-a6a3-6364de75cfcd", "data": {"type": "Suite", "active": true, "adults": 1, "arrival": "2026-11-22", "room_id": 26, "room_num": "126", "departure": "2026-11-24", "last_name": "Ramirez", "checked_in": true, "first_name": "Mary", "rate_cents": 12999, "checked_out": false, "res_room_id": 22, "cc_last_four": "2990", "room_type_id": 3, "reservation_id": 1022, "confirmation_code": "N9DRGT3G"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.146Z"}', '2026-11-24 18:41:30.135952+00', '2026-11-24 18:41:30.149143+00'),
	(226, 'daaf3a6f-a9c2-420b-bb50-93ec44f968eb', 'pms.reservations.stay.26', 2, '{"id": "daaf3a6f-a9c2-420b-bb50-93ec44f968eb", "data": {"type": "Suite", "active": true, "adults": 2, "arrival": "2026-11-22", "room_id": 28, "room_num": "128", "departure": "2026-11-24", "last_name": "Sanchez", "checked_in": true, "first_name": "Jennifer", "rate_cents": 12999, "checked_out": false, "res_room_id": 26, "cc_last_four": "9758", "room_type_id": 3, "reservation_id": 1026, "confirmation_code": "4A4W47B8"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.192Z"}', '2026-11-24 18:41:30.183615+00', '2026-11-24 18:41:30.196415+00'),
	(228, 'aad3607f-4655-4bb8-b57d-9f1cdd6b88a3', 'pms.reservations.stay.28', 2, '{"id": "aad3607f-4655-4bb8-b57d-9f1cdd6b88a3", "data": {"type": "King", "active": true, "adults": 1, "arrival": "2026-11-20", "room_id": 24, "room_num": "124", "departure": "2026-11-24", "last_name": "Martinez", "checked_in": true, "first_name": "Linda", "rate_cents": 11999, "checked_out": false, "res_room_id": 28, "cc_last_four": "8131", "room_type_id": 2, "reservation_id": 1028, "confirmation_code": "V8HKWAWS"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.214Z"}', '2026-11-24 18:41:30.207424+00', '2026-11-24 18:41:30.218166+00'),
	(230, '1b064f9a-2206-43dc-9d6c-97f5b3547f11', 'pms.reservations.stay.30', 2, '{"id": "1b064f9a-2206-43dc-9d6c-97f5b3547f11", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-11-22", "room_id": 29, "room_num": "129", "departure": "2026-11-24", "last_name": "White", "checked_in": true, "first_name": "Elizabeth", "rate_cents": 10999, "checked_out": false, "res_room_id": 30, "cc_last_four": "6517", "room_type_id": 1, "reservation_id": 1030, "confirmation_code": "CFZDLYEV"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.233Z"}', '2026-11-24 18:41:30.225279+00', '2026-11-24 18:41:30.236283+00'),
	(234, '490b28ea-07e7-4251-9205-0b58bc487d3f', 'pms.reservations.stay.34', 2, '{"id": "490b28ea-07e7-4251-9205-0b58bc487d3f", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-22", "room_id": 33, "room_num": "133", "departure": "2026-11-24", "last_name": "Perez", "checked_in": true, "first_name": "Susan", "rate_cents": 10999, "checked_out": false, "res_room_id": 34, "cc_last_four": "3273", "room_type_id": 1, "reservation_id": 1034, "confirmation_code": "T5MC2M5T"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.266Z"}', '2026-11-24 18:41:30.258044+00', '2026-11-24 18:41:30.269309+00'),
	(282, 'fb4e3197-b177-426b-bd5f-405d1e6aa442', 'pms.reservations.stay.1', 3, '{"id": "fb4e3197-b177-426b-bd5f-405d1e6aa442", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-23", "room_id": 1, "room_num": "101", "departure": "2026-11-24", "last_name": "Smith", "checked_in": true, "first_name": "James", "rate_cents": 10999, "checked_out": true, "res_room_id": 1, "cc_last_four": "0002", "room_type_id": 1, "reservation_id": 1001, "confirmation_code": "K9UXK52S"}, "type": "reservations.stay.state", "version": 3, "occurredAt": "2026-11-24T18:41:37.775Z"}', '2026-11-24 18:41:37.772005+00', '2026-11-24 18:41:37.781088+00'),
	(202, 'd6791efc-9769-4c9e-b288-a72fcbf02b0e', 'pms.reservations.stay.2', 2, '{"id": "d6791efc-9769-4c9e-b288-a72fcbf02b0e", "data": {"type": "Suite", "active": true, "adults": 2, "arrival": "2026-11-22", "room_id": 6, "room_num": "106", "departure": "2026-11-24", "last_name": "Davis", "checked_in": true, "first_name": "Mary", "rate_cents": 12999, "checked_out": false, "res_room_id": 2, "cc_last_four": "9196", "room_type_id": 3, "reservation_id": 1002, "confirmation_code": "MY6BA8EK"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:29.875Z"}', '2026-11-24 18:41:29.860305+00', '2026-11-24 18:41:29.880175+00'),
	(204, 'ac286756-123e-4f18-a0fa-a70eafd52256', 'pms.reservations.stay.4', 2, '{"id": "ac286756-123e-4f18-a0fa-a70eafd52256", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-20", "room_id": 3, "room_num": "103", "departure": "2026-11-24", "last_name": "Perez", "checked_in": true, "first_name": "Patricia", "rate_cents": 10999, "checked_out": false, "res_room_id": 4, "cc_last_four": "7570", "room_type_id": 1, "reservation_id": 1004, "confirmation_code": "BP8FQ9M5"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:29.915Z"}', '2026-11-24 18:41:29.896588+00', '2026-11-24 18:41:29.9203+00'),
	(206, 'faf146a7-67af-49c5-bb18-d12c551c3fe2', 'pms.reservations.stay.6', 2, '{"id": "faf146a7-67af-49c5-bb18-d12c551c3fe2", "data": {"type": "Suite", "active": true, "adults": 3, "arrival": "2026-11-22", "room_id": 8, "room_num": "108", "departure": "2026-11-24", "last_name": "Garcia", "checked_in": true, "first_name": "Jennifer", "rate_cents": 12999, "checked_out": false, "res_room_id": 6, "cc_last_four": "5956", "room_type_id": 3, "reservation_id": 1006, "confirmation_code": "NJCBK9BM"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:29.941Z"}', '2026-11-24 18:41:29.931378+00', '2026-11-24 18:41:29.944343+00'),
	(208, 'f1f36397-09b9-4b10-b514-ca7b9e63fdf1', 'pms.reservations.stay.8', 2, '{"id": "f1f36397-09b9-4b10-b514-ca7b9e63fdf1", "data": {"type": "King", "active": true, "adults": 2, "arrival": "2026-11-20", "room_id": 4, "room_num": "104", "departure": "2026-11-24", "last_name": "Martin", "checked_in": true, "first_name": "Linda", "rate_cents": 11999, "checked_out": false, "res_room_id": 8, "cc_last_four": "4339", "room_type_id": 2, "reservation_id": 1008, "confirmation_code": "LYQDC8M8"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:29.968Z"}', '2026-11-24 18:41:29.960063+00', '2026-11-24 18:41:29.97333+00'),
	(209, 'd837dc4b-2c13-4183-b16c-f63fc10e2a07', 'pms.reservations.stay.9', 2, '{"id": "d837dc4b-2c13-4183-b16c-f63fc10e2a07", "data": {"type": "Suite", "active": true, "adults": 3, "arrival": "2026-11-23", "room_id": 10, "room_num": "110", "departure": "2026-11-24", "last_name": "Clark", "checked_in": true, "first_name": "David", "rate_cents": 12999, "checked_out": false, "res_room_id": 9, "cc_last_four": "3521", "room_type_id": 3, "reservation_id": 1009, "confirmation_code": "K7DHTDEJ"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:29.984Z"}', '2026-11-24 18:41:29.972191+00', '2026-11-24 18:41:29.98748+00'),
	(212, '33ddd7c2-dd6e-4c8a-be3a-bd94e1b9a707', 'pms.reservations.stay.12', 2, '{"id": "33ddd7c2-dd6e-4c8a-be3a-bd94e1b9a707", "data": {"type": "Suite", "active": true, "adults": 3, "arrival": "2026-11-20", "room_id": 16, "room_num": "116", "departure": "2026-11-24", "last_name": "Moore", "checked_in": true, "first_name": "Barbara", "rate_cents": 12999, "checked_out": false, "res_room_id": 12, "cc_last_four": "1097", "room_type_id": 3, "reservation_id": 1012, "confirmation_code": "DTFMWXUT"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.013Z"}', '2026-11-24 18:41:30.006087+00', '2026-11-24 18:41:30.017325+00'),
	(214, '02afaf02-adb1-4639-b458-c413b98e73c1', 'pms.reservations.stay.14', 2, '{"id": "02afaf02-adb1-4639-b458-c413b98e73c1", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-22", "room_id": 13, "room_num": "113", "departure": "2026-11-24", "last_name": "Johnson", "checked_in": true, "first_name": "Susan", "rate_cents": 10999, "checked_out": false, "res_room_id": 14, "cc_last_four": "9471", "room_type_id": 1, "reservation_id": 1014, "confirmation_code": "TNXSDT9T"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.045Z"}', '2026-11-24 18:41:30.029776+00', '2026-11-24 18:41:30.048159+00'),
	(216, '125b73c4-06b1-49c9-ab43-b64c0429755d', 'pms.reservations.stay.16', 2, '{"id": "125b73c4-06b1-49c9-ab43-b64c0429755d", "data": {"type": "Suite", "active": true, "adults": 1, "arrival": "2026-11-20", "room_id": 18, "room_num": "118", "departure": "2026-11-24", "last_name": "Thomas", "checked_in": true, "first_name": "Jessica", "rate_cents": 12999, "checked_out": false, "res_room_id": 16, "cc_last_four": "7857", "room_type_id": 3, "reservation_id": 1016, "confirmation_code": "Q5ACE4ZE"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.080Z"}', '2026-11-24 18:41:30.059836+00', '2026-11-24 18:41:30.084268+00'),
	(217, '758f793b-03dd-4912-990c-eb1770cded92', 'pms.reservations.stay.17', 2, '{"id": "758f793b-03dd-4912-990c-eb1770cded92", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-23", "room_id": 17, "room_num": "117", "departure": "2026-11-24", "last_name": "Thompson", "checked_in": true, "first_name": "Thomas", "rate_cents": 10999, "checked_out": false, "res_room_id": 17, "cc_last_four": "7048", "room_type_id": 1, "reservation_id": 1017, "confirmation_code": "5K6LHQHJ"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.092Z"}', '2026-11-24 18:41:30.083673+00', '2026-11-24 18:41:30.095372+00'),
	(220, '4a452866-dfe6-4ff6-bb12-97e841534288', 'pms.reservations.stay.20', 2, '{"id": "4a452866-dfe6-4ff6-bb12-97e841534288", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-20", "room_id": 19, "room_num": "119", "departure": "2026-11-24", "last_name": "Wilson", "checked_in": true, "first_name": "Karen", "rate_cents": 10999, "checked_out": false, "res_room_id": 20, "cc_last_four": "4614", "room_type_id": 1, "reservation_id": 1020, "confirmation_code": "HKH5PZSM"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.122Z"}', '2026-11-24 18:41:30.113167+00', '2026-11-24 18:41:30.125071+00'),
	(237, 'bf3eb087-ccbb-4812-98ab-53182dc3c9bf', 'pms.reservations.stay.37', 2, '{"id": "bf3eb087-ccbb-4812-98ab-53182dc3c9bf", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-23", "room_id": 37, "room_num": "137", "departure": "2026-11-24", "last_name": "Gonzalez", "checked_in": true, "first_name": "Thomas", "rate_cents": 10999, "checked_out": false, "res_room_id": 37, "cc_last_four": "0842", "room_type_id": 1, "reservation_id": 1037, "confirmation_code": "K7UCWDQC"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.294Z"}', '2026-11-24 18:41:30.28781+00', '2026-11-24 18:41:30.297696+00'),
	(224, '7712fb1a-ee0d-474a-a477-3c7b69aabf6d', 'pms.reservations.stay.24', 2, '{"id": "7712fb1a-ee0d-474a-a477-3c7b69aabf6d", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-11-20", "room_id": 23, "room_num": "123", "departure": "2026-11-24", "last_name": "Lopez", "checked_in": true, "first_name": "Patricia", "rate_cents": 10999, "checked_out": false, "res_room_id": 24, "cc_last_four": "1372", "room_type_id": 1, "reservation_id": 1024, "confirmation_code": "GATRKS3E"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.170Z"}', '2026-11-24 18:41:30.160239+00', '2026-11-24 18:41:30.174325+00'),
	(227, 'b2fd124a-c4d0-40d7-9511-aa38543aa77a', 'pms.reservations.stay.27', 2, '{"id": "b2fd124a-c4d0-40d7-9511-aa38543aa77a", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-11-21", "room_id": 27, "room_num": "127", "departure": "2026-11-24", "last_name": "Williams", "checked_in": true, "first_name": "Michael", "rate_cents": 10999, "checked_out": false, "res_room_id": 27, "cc_last_four": "8941", "room_type_id": 1, "reservation_id": 1027, "confirmation_code": "QH6Z4YH7"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.204Z"}', '2026-11-24 18:41:30.195553+00', '2026-11-24 18:41:30.208185+00'),
	(231, 'c454c43d-4065-41cc-92b7-5c47f364e9df', 'pms.reservations.stay.31', 2, '{"id": "c454c43d-4065-41cc-92b7-5c47f364e9df", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-21", "room_id": 31, "room_num": "131", "departure": "2026-11-24", "last_name": "Smith", "checked_in": true, "first_name": "William", "rate_cents": 10999, "checked_out": false, "res_room_id": 31, "cc_last_four": "5709", "room_type_id": 1, "reservation_id": 1031, "confirmation_code": "J3DLXE6N"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.241Z"}', '2026-11-24 18:41:30.235032+00', '2026-11-24 18:41:30.243018+00'),
	(233, '8f88daf5-70b6-48e5-8678-25e0b42fa71f', 'pms.reservations.stay.33', 2, '{"id": "8f88daf5-70b6-48e5-8678-25e0b42fa71f", "data": {"type": "King", "active": true, "adults": 3, "arrival": "2026-11-23", "room_id": 32, "room_num": "132", "departure": "2026-11-24", "last_name": "Anderson", "checked_in": true, "first_name": "Richard", "rate_cents": 11999, "checked_out": false, "res_room_id": 33, "cc_last_four": "4081", "room_type_id": 2, "reservation_id": 1033, "confirmation_code": "8YQJB7J8"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.256Z"}', '2026-11-24 18:41:30.248578+00', '2026-11-24 18:41:30.259192+00'),
	(236, '20484bec-1d2b-450a-9577-e0691f52e9a1', 'pms.reservations.stay.36', 2, '{"id": "20484bec-1d2b-450a-9577-e0691f52e9a1", "data": {"type": "Suite", "active": true, "adults": 3, "arrival": "2026-11-20", "room_id": 38, "room_num": "138", "departure": "2026-11-24", "last_name": "Garcia", "checked_in": true, "first_name": "Jessica", "rate_cents": 12999, "checked_out": false, "res_room_id": 36, "cc_last_four": "1659", "room_type_id": 3, "reservation_id": 1036, "confirmation_code": "YP7CAW2W"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.285Z"}', '2026-11-24 18:41:30.278591+00', '2026-11-24 18:41:30.288265+00'),
	(238, '3f09dfdf-15f6-4369-97f4-b5325f8f0be3', 'pms.reservations.stay.38', 2, '{"id": "3f09dfdf-15f6-4369-97f4-b5325f8f0be3", "data": {"type": "King", "active": true, "adults": 2, "arrival": "2026-11-22", "room_id": 34, "room_num": "134", "departure": "2026-11-24", "last_name": "Martin", "checked_in": true, "first_name": "Sarah", "rate_cents": 11999, "checked_out": false, "res_room_id": 38, "cc_last_four": "0032", "room_type_id": 2, "reservation_id": 1038, "confirmation_code": "6A37TDXQ"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.307Z"}', '2026-11-24 18:41:30.296922+00', '2026-11-24 18:41:30.310222+00'),
	(242, 'bc4e16a4-daf9-43bc-b8be-5874ed41b744', 'pms.reservations.stay.42', 2, '{"id": "bc4e16a4-daf9-43bc-b8be-5874ed41b744", "data": {"type": "Suite", "active": true, "adults": 3, "arrival": "2026-11-22", "room_id": 46, "room_num": "146", "departure": "2026-11-26", "last_name": "Moore", "checked_in": true, "first_name": "Mary", "rate_cents": 12999, "checked_out": false, "res_room_id": 42, "cc_last_four": "6792", "room_type_id": 3, "reservation_id": 1042, "confirmation_code": "TMN9Q626"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.353Z"}', '2026-11-24 18:41:30.34519+00', '2026-11-24 18:41:30.365008+00'),
	(246, '15fbbdfd-4be3-4a6d-a56e-cb3b518f2510', 'pms.reservations.stay.46', 2, '{"id": "15fbbdfd-4be3-4a6d-a56e-cb3b518f2510", "data": {"type": "Suite", "active": true, "adults": 1, "arrival": "2026-11-21", "room_id": 48, "room_num": "148", "departure": "2026-11-25", "last_name": "Thomas", "checked_in": true, "first_name": "Jennifer", "rate_cents": 12999, "checked_out": false, "res_room_id": 46, "cc_last_four": "3550", "room_type_id": 3, "reservation_id": 1046, "confirmation_code": "NQFRH8N7"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.402Z"}', '2026-11-24 18:41:30.395568+00', '2026-11-24 18:41:30.405328+00'),
	(249, '6dceb01c-094d-4f46-807e-3086af7173d6', 'pms.reservations.stay.49', 2, '{"id": "6dceb01c-094d-4f46-807e-3086af7173d6", "data": {"type": "Suite", "active": true, "adults": 1, "arrival": "2026-11-21", "room_id": 50, "room_num": "150", "departure": "2026-11-28", "last_name": "Miller", "checked_in": true, "first_name": "David", "rate_cents": 12999, "checked_out": false, "res_room_id": 49, "cc_last_four": "1125", "room_type_id": 3, "reservation_id": 1049, "confirmation_code": "WHH4R3QV"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.431Z"}', '2026-11-24 18:41:30.424824+00', '2026-11-24 18:41:30.435193+00'),
	(254, 'dca844bd-af74-4d50-a603-0eff35892b7b', 'pms.reservations.stay.54', 2, '{"id": "dca844bd-af74-4d50-a603-0eff35892b7b", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-11-22", "room_id": 53, "room_num": "203", "departure": "2026-11-28", "last_name": "Lopez", "checked_in": true, "first_name": "Susan", "rate_cents": 10999, "checked_out": false, "res_room_id": 54, "cc_last_four": "7077", "room_type_id": 1, "reservation_id": 1054, "confirmation_code": "6YH8LTT7"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.471Z"}', '2026-11-24 18:41:30.466678+00', '2026-11-24 18:41:30.474105+00'),
	(258, 'e162e2e4-1520-401b-8c00-5923e98dd58f', 'pms.reservations.stay.58', 2, '{"id": "e162e2e4-1520-401b-8c00-5923e98dd58f", "data": {"type": "King", "active": true, "adults": 1, "arrival": "2026-11-21", "room_id": 54, "room_num": "204", "departure": "2026-11-27", "last_name": "Martinez", "checked_in": true, "first_name": "Sarah", "rate_cents": 11999, "checked_out": false, "res_room_id": 58, "cc_last_four": "3836", "room_type_id": 2, "reservation_id": 1058, "confirmation_code": "ZXDVQ8CS"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.503Z"}', '2026-11-24 18:41:30.498322+00', '2026-11-24 18:41:30.505313+00'),
	(225, '130d6d1b-dccf-448e-834c-5405ebfa1c86', 'pms.reservations.stay.25', 2, '{"id": "130d6d1b-dccf-448e-834c-5405ebfa1c86", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-23", "room_id": 25, "room_num": "125", "departure": "2026-11-24", "last_name": "Jackson", "checked_in": true, "first_name": "John", "rate_cents": 10999, "checked_out": false, "res_room_id": 25, "cc_last_four": "0564", "room_type_id": 1, "reservation_id": 1025, "confirmation_code": "2DHHL6GY"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.179Z"}', '2026-11-24 18:41:30.172844+00', '2026-11-24 18:41:30.184472+00'),
	(229, '19faa422-66b5-4228-b5fa-5fc117fd359e', 'pms.reservations.stay.29', 2, '{"id": "19faa422-66b5-4228-b5fa-5fc117fd359e", "data": {"type": "Suite", "active": true, "adults": 2, "arrival": "2026-11-23", "room_id": 30, "room_num": "130", "departure": "2026-11-24", "last_name": "Taylor", "checked_in": true, "first_name": "David", "rate_cents": 12999, "checked_out": false, "res_room_id": 29, "cc_last_four": "7323", "room_type_id": 3, "reservation_id": 1029, "confirmation_code": "E7MGEHCM"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.223Z"}', '2026-11-24 18:41:30.218078+00', '2026-11-24 18:41:30.226181+00'),
	(232, 'bc0e3535-0725-420f-ac79-9771846f3cfa', 'pms.reservations.stay.32', 2, '{"id": "bc0e3535-0725-420f-ac79-9771846f3cfa", "data": {"type": "Suite", "active": true, "adults": 2, "arrival": "2026-11-20", "room_id": 36, "room_num": "136", "departure": "2026-11-24", "last_name": "Davis", "checked_in": true, "first_name": "Barbara", "rate_cents": 12999, "checked_out": false, "res_room_id": 32, "cc_last_four": "4892", "room_type_id": 3, "reservation_id": 1032, "confirmation_code": "XS7JP6XK"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.247Z"}', '2026-11-24 18:41:30.243007+00', '2026-11-24 18:41:30.24922+00'),
	(235, 'd7ab43b6-9636-42e6-8ec0-336091918915', 'pms.reservations.stay.35', 2, '{"id": "d7ab43b6-9636-42e6-8ec0-336091918915", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-21", "room_id": 35, "room_num": "135", "departure": "2026-11-24", "last_name": "Lewis", "checked_in": true, "first_name": "Joseph", "rate_cents": 10999, "checked_out": false, "res_room_id": 35, "cc_last_four": "2467", "room_type_id": 1, "reservation_id": 1035, "confirmation_code": "5V297C6A"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.276Z"}', '2026-11-24 18:41:30.268951+00', '2026-11-24 18:41:30.2791+00'),
	(240, '38e0d43a-0046-47e2-95be-bb29959ee346', 'pms.reservations.stay.40', 2, '{"id": "38e0d43a-0046-47e2-95be-bb29959ee346", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-20", "room_id": 39, "room_num": "139", "departure": "2026-11-24", "last_name": "Brown", "checked_in": true, "first_name": "Karen", "rate_cents": 10999, "checked_out": false, "res_room_id": 40, "cc_last_four": "8418", "room_type_id": 1, "reservation_id": 1040, "confirmation_code": "77LLLCP8"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.330Z"}', '2026-11-24 18:41:30.323211+00', '2026-11-24 18:41:30.333163+00'),
	(244, '87c6d6e7-43d4-439a-a0e6-867eb2b4a268', 'pms.reservations.stay.44', 2, '{"id": "87c6d6e7-43d4-439a-a0e6-867eb2b4a268", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-23", "room_id": 43, "room_num": "143", "departure": "2026-11-28", "last_name": "Johnson", "checked_in": true, "first_name": "Patricia", "rate_cents": 10999, "checked_out": false, "res_room_id": 44, "cc_last_four": "5174", "room_type_id": 1, "reservation_id": 1044, "confirmation_code": "WVHZDAMT"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.382Z"}', '2026-11-24 18:41:30.376142+00', '2026-11-24 18:41:30.385384+00'),
	(248, '5a1b5df7-a3d5-45c7-8071-95f7784e298e', 'pms.reservations.stay.48', 2, '{"id": "5a1b5df7-a3d5-45c7-8071-95f7784e298e", "data": {"type": "King", "active": true, "adults": 3, "arrival": "2026-11-22", "room_id": 44, "room_num": "144", "departure": "2026-11-27", "last_name": "Robinson", "checked_in": true, "first_name": "Linda", "rate_cents": 11999, "checked_out": false, "res_room_id": 48, "cc_last_four": "1935", "room_type_id": 2, "reservation_id": 1048, "confirmation_code": "QJ99S885"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.422Z"}', '2026-11-24 18:41:30.415756+00', '2026-11-24 18:41:30.42515+00'),
	(250, '1ddd64b6-de2e-4ad8-8e61-76a07dbffe97', 'pms.reservations.stay.50', 2, '{"id": "1ddd64b6-de2e-4ad8-8e61-76a07dbffe97", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-23", "room_id": 49, "room_num": "149", "departure": "2026-11-29", "last_name": "Wilson", "checked_in": true, "first_name": "Elizabeth", "rate_cents": 10999, "checked_out": false, "res_room_id": 50, "cc_last_four": "0319", "room_type_id": 1, "reservation_id": 1050, "confirmation_code": "BQCSUSWF"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.440Z"}', '2026-11-24 18:41:30.434491+00', '2026-11-24 18:41:30.443005+00'),
	(252, 'b8aade4e-5fad-42ec-bdb2-f3821b44075b', 'pms.reservations.stay.52', 2, '{"id": "b8aade4e-5fad-42ec-bdb2-f3821b44075b", "data": {"type": "Suite", "active": true, "adults": 1, "arrival": "2026-11-21", "room_id": 56, "room_num": "206", "departure": "2026-11-26", "last_name": "Ramirez", "checked_in": true, "first_name": "Barbara", "rate_cents": 12999, "checked_out": false, "res_room_id": 52, "cc_last_four": "8693", "room_type_id": 3, "reservation_id": 1052, "confirmation_code": "SZAGNBQA"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.455Z"}', '2026-11-24 18:41:30.449575+00', '2026-11-24 18:41:30.458079+00'),
	(256, 'ee78426d-0097-45fc-9b75-78a7057befdb', 'pms.reservations.stay.56', 2, '{"id": "ee78426d-0097-45fc-9b75-78a7057befdb", "data": {"type": "Suite", "active": true, "adults": 2, "arrival": "2026-11-23", "room_id": 58, "room_num": "208", "departure": "2026-11-25", "last_name": "Sanchez", "checked_in": true, "first_name": "Jessica", "rate_cents": 12999, "checked_out": false, "res_room_id": 56, "cc_last_four": "5451", "room_type_id": 3, "reservation_id": 1056, "confirmation_code": "EGCTZHQ7"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.487Z"}', '2026-11-24 18:41:30.480938+00', '2026-11-24 18:41:30.490082+00'),
	(266, '68a62601-bccc-4c14-9baa-3ef073351f76', 'pms.reservations.stay.66', 2, '{"id": "68a62601-bccc-4c14-9baa-3ef073351f76", "data": {"type": "Suite", "active": true, "adults": 3, "arrival": "2026-11-22", "room_id": 68, "room_num": "218", "departure": "2026-11-25", "last_name": "Garcia", "checked_in": true, "first_name": "Jennifer", "rate_cents": 12999, "checked_out": false, "res_room_id": 66, "cc_last_four": "7352", "room_type_id": 3, "reservation_id": 1066, "confirmation_code": "P3RTLFFF"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.571Z"}', '2026-11-24 18:41:30.566864+00', '2026-11-24 18:41:30.574285+00'),
	(239, '20137583-0497-416b-9c4f-fa2e83d37826', 'pms.reservations.stay.39', 2, '{"id": "20137583-0497-416b-9c4f-fa2e83d37826", "data": {"type": "Suite", "active": true, "adults": 3, "arrival": "2026-11-21", "room_id": 40, "room_num": "140", "departure": "2026-11-24", "last_name": "Clark", "checked_in": true, "first_name": "Charles", "rate_cents": 12999, "checked_out": false, "res_room_id": 39, "cc_last_four": "9224", "room_type_id": 3, "reservation_id": 1039, "confirmation_code": "QA7T8Z5M"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.320Z"}', '2026-11-24 18:41:30.309552+00', '2026-11-24 18:41:30.324157+00'),
	(241, '90a267bb-702c-46d7-9217-7def7f7110c1', 'pms.reservations.stay.41', 2, '{"id": "90a267bb-702c-46d7-9217-7def7f7110c1", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-23", "room_id": 41, "room_num": "141", "departure": "2026-11-25", "last_name": "Hernandez", "checked_in": true, "first_name": "James", "rate_cents": 10999, "checked_out": false, "res_room_id": 41, "cc_last_four": "7600", "room_type_id": 1, "reservation_id": 1041, "confirmation_code": "TX4MAJCF"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.340Z"}', '2026-11-24 18:41:30.332409+00', '2026-11-24 18:41:30.346099+00'),
	(243, '9ad2570c-d6fb-4874-b905-4997dd9667c5', 'pms.reservations.stay.43', 2, '{"id": "9ad2570c-d6fb-4874-b905-4997dd9667c5", "data": {"type": "King", "active": true, "adults": 1, "arrival": "2026-11-21", "room_id": 42, "room_num": "142", "departure": "2026-11-27", "last_name": "Harris", "checked_in": true, "first_name": "Robert", "rate_cents": 11999, "checked_out": false, "res_room_id": 43, "cc_last_four": "5984", "room_type_id": 2, "reservation_id": 1043, "confirmation_code": "997KVEBT"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.373Z"}', '2026-11-24 18:41:30.355477+00', '2026-11-24 18:41:30.377399+00'),
	(245, 'e9b45e24-cc60-49cb-a48e-dffd5c81c35a', 'pms.reservations.stay.45', 2, '{"id": "e9b45e24-cc60-49cb-a48e-dffd5c81c35a", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-11-22", "room_id": 45, "room_num": "145", "departure": "2026-11-29", "last_name": "Rodriguez", "checked_in": true, "first_name": "John", "rate_cents": 10999, "checked_out": false, "res_room_id": 45, "cc_last_four": "4369", "room_type_id": 1, "reservation_id": 1045, "confirmation_code": "E2C7DVRZ"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.393Z"}', '2026-11-24 18:41:30.385122+00', '2026-11-24 18:41:30.396178+00'),
	(247, '90b1878c-3af8-45dc-95c7-16c5bfa009c2', 'pms.reservations.stay.47', 2, '{"id": "90b1878c-3af8-45dc-95c7-16c5bfa009c2", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-23", "room_id": 47, "room_num": "147", "departure": "2026-11-26", "last_name": "Thompson", "checked_in": true, "first_name": "Michael", "rate_cents": 10999, "checked_out": false, "res_room_id": 47, "cc_last_four": "2743", "room_type_id": 1, "reservation_id": 1047, "confirmation_code": "9XRPZGS6"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.412Z"}', '2026-11-24 18:41:30.405156+00', '2026-11-24 18:41:30.416249+00'),
	(251, '82a3116c-71d5-4ff1-8d45-dfadf5044c4a', 'pms.reservations.stay.51', 2, '{"id": "82a3116c-71d5-4ff1-8d45-dfadf5044c4a", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-11-22", "room_id": 51, "room_num": "201", "departure": "2026-11-25", "last_name": "Lee", "checked_in": true, "first_name": "William", "rate_cents": 10999, "checked_out": false, "res_room_id": 51, "cc_last_four": "9501", "room_type_id": 1, "reservation_id": 1051, "confirmation_code": "5EY3SUDN"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.448Z"}', '2026-11-24 18:41:30.442695+00', '2026-11-24 18:41:30.450069+00'),
	(253, '78b77818-add4-44ba-9755-cefd4282ea8b', 'pms.reservations.stay.53', 2, '{"id": "78b77818-add4-44ba-9755-cefd4282ea8b", "data": {"type": "King", "active": true, "adults": 2, "arrival": "2026-11-23", "room_id": 52, "room_num": "202", "departure": "2026-11-27", "last_name": "Jones", "checked_in": true, "first_name": "Richard", "rate_cents": 11999, "checked_out": false, "res_room_id": 53, "cc_last_four": "7885", "room_type_id": 2, "reservation_id": 1053, "confirmation_code": "L6ZGM5SZ"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.464Z"}', '2026-11-24 18:41:30.457502+00', '2026-11-24 18:41:30.467256+00'),
	(255, '74e049d7-c86e-4716-9ab5-96048fe9442d', 'pms.reservations.stay.55', 2, '{"id": "74e049d7-c86e-4716-9ab5-96048fe9442d", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-21", "room_id": 55, "room_num": "205", "departure": "2026-11-29", "last_name": "Jackson", "checked_in": true, "first_name": "Joseph", "rate_cents": 10999, "checked_out": false, "res_room_id": 55, "cc_last_four": "6269", "room_type_id": 1, "reservation_id": 1055, "confirmation_code": "KUA5C95E"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.477Z"}', '2026-11-24 18:41:30.473316+00', '2026-11-24 18:41:30.480981+00'),
	(257, '0522069c-1aeb-464e-81bd-715ec91a5761', 'pms.reservations.stay.57', 2, '{"id": "0522069c-1aeb-464e-81bd-715ec91a5761", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-11-22", "room_id": 57, "room_num": "207", "departure": "2026-11-26", "last_name": "Williams", "checked_in": true, "first_name": "Thomas", "rate_cents": 10999, "checked_out": false, "res_room_id": 57, "cc_last_four": "4645", "room_type_id": 1, "reservation_id": 1057, "confirmation_code": "QK6E69JL"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.496Z"}', '2026-11-24 18:41:30.489486+00', '2026-11-24 18:41:30.499038+00'),
	(259, '0f18347f-6685-457d-87de-097b527a7a69', 'pms.reservations.stay.59', 2, '{"id": "0f18347f-6685-457d-87de-097b527a7a69", "data": {"type": "Suite", "active": true, "adults": 2, "arrival": "2026-11-23", "room_id": 60, "room_num": "210", "departure": "2026-11-28", "last_name": "Taylor", "checked_in": true, "first_name": "Charles", "rate_cents": 12999, "checked_out": false, "res_room_id": 59, "cc_last_four": "3028", "room_type_id": 3, "reservation_id": 1059, "confirmation_code": "4RXJM5RW"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.510Z"}', '2026-11-24 18:41:30.504854+00', '2026-11-24 18:41:30.513388+00'),
	(262, '4caac2ad-e5c5-4289-a648-e8bd548e2d2f', 'pms.reservations.stay.62', 2, '{"id": "4caac2ad-e5c5-4289-a648-e8bd548e2d2f", "data": {"type": "Suite", "active": true, "adults": 2, "arrival": "2026-11-23", "room_id": 66, "room_num": "216", "departure": "2026-11-26", "last_name": "Davis", "checked_in": true, "first_name": "Mary", "rate_cents": 12999, "checked_out": false, "res_room_id": 62, "cc_last_four": "0594", "room_type_id": 3, "reservation_id": 1062, "confirmation_code": "VXT3PEE6"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.541Z"}', '2026-11-24 18:41:30.531895+00', '2026-11-24 18:41:30.543097+00'),
	(264, '29179072-a87b-4673-800a-56f213e93016', 'pms.reservations.stay.64', 2, '{"id": "29179072-a87b-4673-800a-56f213e93016", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-21", "room_id": 63, "room_num": "213", "departure": "2026-11-28", "last_name": "Perez", "checked_in": true, "first_name": "Patricia", "rate_cents": 10999, "checked_out": false, "res_room_id": 64, "cc_last_four": "8970", "room_type_id": 1, "reservation_id": 1064, "confirmation_code": "M7YL68SS"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.557Z"}', '2026-11-24 18:41:30.550047+00', '2026-11-24 18:41:30.5603+00'),
	(269, 'acb14fcd-e811-4a24-8fd6-393e47489552', 'pms.reservations.stay.69', 2, '{"id": "acb14fcd-e811-4a24-8fd6-393e47489552", "data": {"type": "Suite", "active": true, "adults": 3, "arrival": "2026-11-22", "room_id": 70, "room_num": "220", "departure": "2026-11-28", "last_name": "Clark", "checked_in": true, "first_name": "David", "rate_cents": 12999, "checked_out": false, "res_room_id": 69, "cc_last_four": "4922", "room_type_id": 3, "reservation_id": 1069, "confirmation_code": "KXPX4USB"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.591Z"}', '2026-11-24 18:41:30.586314+00', '2026-11-24 18:41:30.593071+00'),
	(273, 'c243540d-f22f-440a-949c-04f5339ee23d', 'pms.reservations.stay.73', 2, '{"id": "c243540d-f22f-440a-949c-04f5339ee23d", "data": {"type": "King", "active": true, "adults": 1, "arrival": "2026-11-21", "room_id": 72, "room_num": "222", "departure": "2026-11-27", "last_name": "Harris", "checked_in": true, "first_name": "Richard", "rate_cents": 11999, "checked_out": false, "res_room_id": 73, "cc_last_four": "1687", "room_type_id": 2, "reservation_id": 1073, "confirmation_code": "49A265LP"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.615Z"}', '2026-11-24 18:41:30.609938+00', '2026-11-24 18:41:30.617218+00'),
	(277, '625d46b5-6d56-4f8e-911c-2a0c51b8a449', 'pms.reservations.stay.77', 2, '{"id": "625d46b5-6d56-4f8e-911c-2a0c51b8a449", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-23", "room_id": 77, "room_num": "227", "departure": "2026-11-26", "last_name": "Thompson", "checked_in": true, "first_name": "Thomas", "rate_cents": 10999, "checked_out": false, "res_room_id": 77, "cc_last_four": "8446", "room_type_id": 1, "reservation_id": 1077, "confirmation_code": "XNHNKWG5"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.642Z"}', '2026-11-24 18:41:30.637649+00', '2026-11-24 18:41:30.644152+00'),
	(280, 'ee18812a-ae22-4c88-bf8d-b0df38a6239d', 'pms.reservations.stay.80', 2, '{"id": "ee18812a-ae22-4c88-bf8d-b0df38a6239d", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-23", "room_id": 79, "room_num": "229", "departure": "2026-11-29", "last_name": "Wilson", "checked_in": true, "first_name": "Karen", "rate_cents": 10999, "checked_out": false, "res_room_id": 80, "cc_last_four": "6012", "room_type_id": 1, "reservation_id": 1080, "confirmation_code": "MFAGKP55"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.663Z"}', '2026-11-24 18:41:30.657779+00', '2026-11-24 18:41:30.667969+00'),
	(281, '0d863326-e3a6-4082-8bca-962e2c11494b', 'pms.reservations.stay.93', 2, '{"id": "0d863326-e3a6-4082-8bca-962e2c11494b", "data": {"type": "King", "active": true, "adults": 3, "arrival": "2026-11-24", "room_id": 82, "room_num": "232", "departure": "2026-11-27", "last_name": "Anderson", "checked_in": true, "first_name": "Richard", "rate_cents": 11999, "checked_out": false, "res_room_id": 93, "cc_last_four": "5481", "room_type_id": 2, "reservation_id": 1093, "confirmation_code": "8T5PSBTU"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:35.290Z"}', '2026-11-24 18:41:35.284198+00', '2026-11-24 18:41:35.300976+00'),
	(260, 'cecfbe02-63fb-4df8-8c90-4b8879c3d202', 'pms.reservations.stay.60', 2, '{"id": "cecfbe02-63fb-4df8-8c90-4b8879c3d202", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-11-22", "room_id": 59, "room_num": "209", "departure": "2026-11-29", "last_name": "White", "checked_in": true, "first_name": "Karen", "rate_cents": 10999, "checked_out": false, "res_room_id": 60, "cc_last_four": "2210", "room_type_id": 1, "reservation_id": 1060, "confirmation_code": "M6MMC2L8"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.519Z"}', '2026-11-24 18:41:30.512632+00', '2026-11-24 18:41:30.523216+00'),
	(261, 'be366a45-ff49-402b-b9c9-b84ac178f9a9', 'pms.reservations.stay.61', 2, '{"id": "be366a45-ff49-402b-b9c9-b84ac178f9a9", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-21", "room_id": 61, "room_num": "211", "departure": "2026-11-25", "last_name": "Smith", "checked_in": true, "first_name": "James", "rate_cents": 10999, "checked_out": false, "res_room_id": 61, "cc_last_four": "1402", "room_type_id": 1, "reservation_id": 1061, "confirmation_code": "D89G5QS4"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.529Z"}', '2026-11-24 18:41:30.521952+00', '2026-11-24 18:41:30.532399+00'),
	(263, '26fe1377-fb6d-4b9a-996b-1ee18972c05d', 'pms.reservations.stay.63', 2, '{"id": "26fe1377-fb6d-4b9a-996b-1ee18972c05d", "data": {"type": "King", "active": true, "adults": 3, "arrival": "2026-11-22", "room_id": 62, "room_num": "212", "departure": "2026-11-27", "last_name": "Anderson", "checked_in": true, "first_name": "Robert", "rate_cents": 11999, "checked_out": false, "res_room_id": 63, "cc_last_four": "9786", "room_type_id": 2, "reservation_id": 1063, "confirmation_code": "EN84A299"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.548Z"}', '2026-11-24 18:41:30.542645+00', '2026-11-24 18:41:30.550108+00'),
	(265, '6132d442-c0d1-4e92-9efe-7cca7cbcda9d', 'pms.reservations.stay.65', 2, '{"id": "6132d442-c0d1-4e92-9efe-7cca7cbcda9d", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-23", "room_id": 65, "room_num": "215", "departure": "2026-11-29", "last_name": "Lewis", "checked_in": true, "first_name": "John", "rate_cents": 10999, "checked_out": false, "res_room_id": 65, "cc_last_four": "8160", "room_type_id": 1, "reservation_id": 1065, "confirmation_code": "BVTQX2DB"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.565Z"}', '2026-11-24 18:41:30.559167+00', '2026-11-24 18:41:30.567181+00'),
	(267, '19b1619a-6703-4eb2-bc21-d54dd987f874', 'pms.reservations.stay.67', 2, '{"id": "19b1619a-6703-4eb2-bc21-d54dd987f874", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-21", "room_id": 67, "room_num": "217", "departure": "2026-11-26", "last_name": "Gonzalez", "checked_in": true, "first_name": "Michael", "rate_cents": 10999, "checked_out": false, "res_room_id": 67, "cc_last_four": "6545", "room_type_id": 1, "reservation_id": 1067, "confirmation_code": "9SKZWU4W"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.579Z"}', '2026-11-24 18:41:30.573363+00', '2026-11-24 18:41:30.581998+00'),
	(270, 'b2a685f6-300a-4cab-9391-8d543f5e8669', 'pms.reservations.stay.70', 2, '{"id": "b2a685f6-300a-4cab-9391-8d543f5e8669", "data": {"type": "2 Queens", "active": true, "adults": 1, "arrival": "2026-11-21", "room_id": 69, "room_num": "219", "departure": "2026-11-29", "last_name": "Brown", "checked_in": true, "first_name": "Elizabeth", "rate_cents": 10999, "checked_out": false, "res_room_id": 70, "cc_last_four": "4112", "room_type_id": 1, "reservation_id": 1070, "confirmation_code": "35E892KQ"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.597Z"}', '2026-11-24 18:41:30.592636+00', '2026-11-24 18:41:30.599008+00'),
	(272, '28689acf-ff89-42b6-85ed-8db065694948', 'pms.reservations.stay.72', 2, '{"id": "28689acf-ff89-42b6-85ed-8db065694948", "data": {"type": "Suite", "active": true, "adults": 3, "arrival": "2026-11-22", "room_id": 76, "room_num": "226", "departure": "2026-11-26", "last_name": "Moore", "checked_in": true, "first_name": "Barbara", "rate_cents": 12999, "checked_out": false, "res_room_id": 72, "cc_last_four": "2495", "room_type_id": 3, "reservation_id": 1072, "confirmation_code": "GU93SESK"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.608Z"}', '2026-11-24 18:41:30.603793+00', '2026-11-24 18:41:30.611074+00'),
	(275, '21466934-4118-49a8-848f-5a30086dca5a', 'pms.reservations.stay.75', 2, '{"id": "21466934-4118-49a8-848f-5a30086dca5a", "data": {"type": "2 Queens", "active": true, "adults": 3, "arrival": "2026-11-22", "room_id": 75, "room_num": "225", "departure": "2026-11-29", "last_name": "Rodriguez", "checked_in": true, "first_name": "Joseph", "rate_cents": 10999, "checked_out": false, "res_room_id": 75, "cc_last_four": "0061", "room_type_id": 1, "reservation_id": 1075, "confirmation_code": "B28QEFLX"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.630Z"}', '2026-11-24 18:41:30.624532+00', '2026-11-24 18:41:30.632035+00'),
	(279, 'fbae86f8-466a-41a3-8b31-ce899fd8c198', 'pms.reservations.stay.79', 2, '{"id": "fbae86f8-466a-41a3-8b31-ce899fd8c198", "data": {"type": "Suite", "active": true, "adults": 1, "arrival": "2026-11-21", "room_id": 80, "room_num": "230", "departure": "2026-11-28", "last_name": "Miller", "checked_in": true, "first_name": "Charles", "rate_cents": 12999, "checked_out": false, "res_room_id": 79, "cc_last_four": "6822", "room_type_id": 3, "reservation_id": 1079, "confirmation_code": "KGXF4YA3"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.656Z"}', '2026-11-24 18:41:30.65106+00', '2026-11-24 18:41:30.65829+00'),
	(268, 'a771befc-7082-4449-b82b-74d80510a9e7', 'pms.reservations.stay.68', 2, '{"id": "a771befc-7082-4449-b82b-74d80510a9e7", "data": {"type": "King", "active": true, "adults": 2, "arrival": "2026-11-23", "room_id": 64, "room_num": "214", "departure": "2026-11-27", "last_name": "Martin", "checked_in": true, "first_name": "Linda", "rate_cents": 11999, "checked_out": false, "res_room_id": 68, "cc_last_four": "5737", "room_type_id": 2, "reservation_id": 1068, "confirmation_code": "YDPFKLSJ"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.585Z"}', '2026-11-24 18:41:30.581276+00', '2026-11-24 18:41:30.587295+00'),
	(271, '7ec01359-a638-4418-b4a8-ca0e3a453f97', 'pms.reservations.stay.71', 2, '{"id": "7ec01359-a638-4418-b4a8-ca0e3a453f97", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-23", "room_id": 71, "room_num": "221", "departure": "2026-11-25", "last_name": "Hernandez", "checked_in": true, "first_name": "William", "rate_cents": 10999, "checked_out": false, "res_room_id": 71, "cc_last_four": "3303", "room_type_id": 1, "reservation_id": 1071, "confirmation_code": "5LY9MNX3"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.602Z"}', '2026-11-24 18:41:30.598522+00', '2026-11-24 18:41:30.604013+00'),
	(274, '49efa2cd-a909-4779-8ae4-533df2fdab7e', 'pms.reservations.stay.74', 2, '{"id": "49efa2cd-a909-4779-8ae4-533df2fdab7e", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-23", "room_id": 73, "room_num": "223", "departure": "2026-11-28", "last_name": "Johnson", "checked_in": true, "first_name": "Susan", "rate_cents": 10999, "checked_out": false, "res_room_id": 74, "cc_last_four": "0871", "room_type_id": 1, "reservation_id": 1074, "confirmation_code": "UTACCPCN"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.623Z"}', '2026-11-24 18:41:30.616354+00', '2026-11-24 18:41:30.625113+00'),
	(276, '7ddda418-05f3-4a81-a00d-f61beea5fda9', 'pms.reservations.stay.76', 2, '{"id": "7ddda418-05f3-4a81-a00d-f61beea5fda9", "data": {"type": "Suite", "active": true, "adults": 1, "arrival": "2026-11-21", "room_id": 78, "room_num": "228", "departure": "2026-11-25", "last_name": "Thomas", "checked_in": true, "first_name": "Jessica", "rate_cents": 12999, "checked_out": false, "res_room_id": 76, "cc_last_four": "9253", "room_type_id": 3, "reservation_id": 1076, "confirmation_code": "UXJN9CE6"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.636Z"}', '2026-11-24 18:41:30.631531+00', '2026-11-24 18:41:30.638038+00'),
	(278, '2ef5fb03-0ae5-440f-8d42-f7ce512e3beb', 'pms.reservations.stay.78', 2, '{"id": "2ef5fb03-0ae5-440f-8d42-f7ce512e3beb", "data": {"type": "King", "active": true, "adults": 3, "arrival": "2026-11-22", "room_id": 74, "room_num": "224", "departure": "2026-11-27", "last_name": "Robinson", "checked_in": true, "first_name": "Sarah", "rate_cents": 11999, "checked_out": false, "res_room_id": 78, "cc_last_four": "7630", "room_type_id": 2, "reservation_id": 1078, "confirmation_code": "8DNF9G89"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.649Z"}', '2026-11-24 18:41:30.643872+00', '2026-11-24 18:41:30.651986+00'),
	(283, '3f0cd82d-e0b3-455f-95fe-e4554fe4517a', 'pms.reservations.stay.3', 3, '{"id": "3f0cd82d-e0b3-455f-95fe-e4554fe4517a", "data": {"type": "King", "active": true, "adults": 3, "arrival": "2026-11-21", "room_id": 2, "room_num": "102", "departure": "2026-11-24", "last_name": "Anderson", "checked_in": true, "first_name": "Robert", "rate_cents": 11999, "checked_out": true, "res_room_id": 3, "cc_last_four": "8388", "room_type_id": 2, "reservation_id": 1003, "confirmation_code": "34ZWJ2JN"}, "type": "reservations.stay.state", "version": 3, "occurredAt": "2026-11-24T18:41:37.818Z"}', '2026-11-24 18:41:37.814314+00', '2026-11-24 18:41:37.821601+00'),
	(284, '45f1e67e-b311-45a4-9a05-f1eef5dbeb2b', 'pms.reservations.stay.201', 1, '{"id": "45f1e67e-b311-45a4-9a05-f1eef5dbeb2b", "data": {"type": "2 Queens", "active": true, "adults": 2, "arrival": "2026-11-27", "room_id": null, "room_num": null, "departure": "2026-11-29", "last_name": "Lovelace", "checked_in": false, "first_name": "Ada", "rate_cents": 10999, "checked_out": false, "res_room_id": 201, "cc_last_four": "1111", "room_type_id": 1, "reservation_id": 1201, "confirmation_code": "CA3FKHZY"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:41.437Z"}', '2026-11-24 18:41:41.426952+00', '2026-11-24 18:41:41.439851+00'),
	(285, 'ac2a6c7b-925d-499c-b4f0-b20c7680f766', 'pms.reservations.stay.202', 1, '{"id": "ac2a6c7b-925d-499c-b4f0-b20c7680f766", "data": {"type": "Suite", "active": true, "adults": 1, "arrival": "2026-11-24", "room_id": null, "room_num": null, "departure": "2026-11-29", "last_name": "Turing", "checked_in": false, "first_name": "Alan", "rate_cents": 12999, "checked_out": false, "res_room_id": 202, "cc_last_four": "4444", "room_type_id": 3, "reservation_id": 1202, "confirmation_code": "X9Z2UD56"}, "type": "reservations.stay.state", "version": 1, "occurredAt": "2026-11-24T18:41:41.458Z"}', '2026-11-24 18:41:41.452583+00', '2026-11-24 18:41:41.462031+00'),
	(286, 'af95d209-91f8-4a36-8c6f-f3229ab1974b', 'pms.reservations.stay.201', 2, '{"id": "af95d209-91f8-4a36-8c6f-f3229ab1974b", "data": {"type": "2 Queens", "active": false, "adults": 2, "arrival": "2026-11-27", "room_id": null, "room_num": null, "departure": "2026-11-29", "last_name": "Lovelace", "checked_in": false, "first_name": "Ada", "rate_cents": 10999, "checked_out": false, "res_room_id": 201, "cc_last_four": "1111", "room_type_id": 1, "reservation_id": 1201, "confirmation_code": "CA3FKHZY"}, "type": "reservations.stay.state", "version": 2, "occurredAt": "2026-11-24T18:41:43.882Z"}', '2026-11-24 18:41:43.878023+00', '2026-11-24 18:41:43.885298+00');


--
-- Data for Name: projection_versions; Type: TABLE DATA; Schema: reservations; Owner: -
--

INSERT INTO reservations.projection_versions VALUES
	('pms.rooms.type.1', 1),
	('pms.rooms.type.2', 1),
	('pms.rooms.type.3', 1),
	('pms.rooms.room.81', 1),
	('pms.rooms.room.83', 1),
	('pms.rooms.room.84', 1),
	('pms.rooms.room.85', 1),
	('pms.rooms.room.86', 1),
	('pms.rooms.room.87', 1),
	('pms.rooms.room.88', 1),
	('pms.rooms.room.89', 1),
	('pms.rooms.room.90', 1),
	('pms.rooms.room.91', 1),
	('pms.rooms.room.92', 1),
	('pms.rooms.room.93', 1),
	('pms.rooms.room.94', 1),
	('pms.rooms.room.95', 1),
	('pms.rooms.room.96', 1),
	('pms.rooms.room.97', 1),
	('pms.rooms.room.98', 1),
	('pms.rooms.room.99', 1),
	('pms.rooms.room.100', 1),
	('pms.rooms.room.6', 2),
	('pms.rooms.room.3', 2),
	('pms.rooms.room.5', 2),
	('pms.rooms.room.8', 2),
	('pms.rooms.room.7', 2),
	('pms.rooms.room.4', 2),
	('pms.rooms.room.10', 2),
	('pms.rooms.room.9', 2),
	('pms.rooms.room.11', 2),
	('pms.rooms.room.16', 2),
	('pms.rooms.room.12', 2),
	('pms.rooms.room.13', 2),
	('pms.rooms.room.15', 2),
	('pms.rooms.room.18', 2),
	('pms.rooms.room.17', 2),
	('pms.rooms.room.14', 2),
	('pms.rooms.room.20', 2),
	('pms.rooms.room.19', 2),
	('pms.rooms.room.21', 2),
	('pms.rooms.room.26', 2),
	('pms.rooms.room.22', 2),
	('pms.rooms.room.23', 2),
	('pms.rooms.room.25', 2),
	('pms.rooms.room.28', 2),
	('pms.rooms.room.27', 2),
	('pms.rooms.room.24', 2),
	('pms.rooms.room.30', 2),
	('pms.rooms.room.29', 2),
	('pms.rooms.room.31', 2),
	('pms.rooms.room.36', 2),
	('pms.rooms.room.32', 2),
	('pms.rooms.room.33', 2),
	('pms.rooms.room.35', 2),
	('pms.rooms.room.38', 2),
	('pms.rooms.room.37', 2),
	('pms.rooms.room.34', 2),
	('pms.rooms.room.40', 2),
	('pms.rooms.room.39', 2),
	('pms.rooms.room.41', 2),
	('pms.rooms.room.46', 2),
	('pms.rooms.room.42', 2),
	('pms.rooms.room.43', 2),
	('pms.rooms.room.45', 2),
	('pms.rooms.room.48', 2),
	('pms.rooms.room.47', 2),
	('pms.rooms.room.44', 2),
	('pms.rooms.room.50', 2),
	('pms.rooms.room.49', 2),
	('pms.rooms.room.51', 2),
	('pms.rooms.room.56', 2),
	('pms.rooms.room.52', 2),
	('pms.rooms.room.53', 2),
	('pms.rooms.room.55', 2),
	('pms.rooms.room.58', 2),
	('pms.rooms.room.57', 2),
	('pms.rooms.room.54', 2),
	('pms.rooms.room.60', 2),
	('pms.rooms.room.59', 2),
	('pms.rooms.room.61', 2),
	('pms.rooms.room.66', 2),
	('pms.rooms.room.62', 2),
	('pms.rooms.room.63', 2),
	('pms.rooms.room.65', 2),
	('pms.rooms.room.68', 2),
	('pms.rooms.room.67', 2),
	('pms.rooms.room.64', 2),
	('pms.rooms.room.70', 2),
	('pms.rooms.room.69', 2),
	('pms.rooms.room.71', 2),
	('pms.rooms.room.76', 2),
	('pms.rooms.room.72', 2),
	('pms.rooms.room.73', 2),
	('pms.rooms.room.75', 2),
	('pms.rooms.room.78', 2),
	('pms.rooms.room.77', 2),
	('pms.rooms.room.74', 2),
	('pms.rooms.room.80', 2),
	('pms.rooms.room.79', 2),
	('pms.rooms.room.82', 2),
	('pms.billing.invoice.1', 1),
	('pms.billing.invoice.2', 1),
	('pms.rooms.room.2', 3),
	('pms.rooms.room.1', 4),
	('pms.rooms.issue.1', 1);


--
-- Data for Name: res_rooms; Type: TABLE DATA; Schema: reservations; Owner: -
--

INSERT INTO reservations.res_rooms VALUES
	(81, 1081, 1, '2026-11-24', '2026-11-25', 3, 109.99, 'Late arrival', 'REMQUJM6', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(82, 1082, 3, '2026-11-24', '2026-11-26', 1, 129.99, '', 'FWAQB8BD', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(83, 1083, 2, '2026-11-24', '2026-11-27', 2, 119.99, '', 'TUE5VRVB', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(84, 1084, 1, '2026-11-24', '2026-11-28', 3, 109.99, '', 'Z7Q7E7DV', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(85, 1085, 1, '2026-11-24', '2026-11-29', 1, 109.99, '', '4BWL2V78', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(86, 1086, 3, '2026-11-24', '2026-11-25', 2, 129.99, 'Late arrival', 'M46RKZKL', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(87, 1087, 1, '2026-11-24', '2026-11-26', 3, 109.99, '', 'PDBNJD7Y', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(88, 1088, 2, '2026-11-24', '2026-11-27', 1, 119.99, '', '744LHBFJ', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(89, 1089, 3, '2026-11-24', '2026-11-28', 2, 129.99, '', 'K9SH3WPN', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(90, 1090, 1, '2026-11-24', '2026-11-29', 3, 109.99, '', 'MDEQH7H8', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(91, 1091, 1, '2026-11-24', '2026-11-25', 1, 109.99, 'Late arrival', 'P7DBWT3F', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(92, 1092, 3, '2026-11-24', '2026-11-26', 2, 129.99, '', '4M5S4RUU', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(4, 1004, 1, '2026-11-20', '2026-11-24', 1, 109.99, '', 'BP8FQ9M5', true, false, 3, '103', 2, '2026-11-20 20:00:00+00', NULL, NULL),
	(6, 1006, 3, '2026-11-22', '2026-11-24', 3, 129.99, 'Late arrival', 'NJCBK9BM', true, false, 8, '108', 2, '2026-11-22 20:00:00+00', NULL, NULL),
	(7, 1007, 1, '2026-11-21', '2026-11-24', 1, 109.99, '', 'XKZMUULT', true, false, 7, '107', 2, '2026-11-21 20:00:00+00', NULL, NULL),
	(8, 1008, 2, '2026-11-20', '2026-11-24', 2, 119.99, '', 'LYQDC8M8', true, false, 4, '104', 2, '2026-11-20 20:00:00+00', NULL, NULL),
	(10, 1010, 1, '2026-11-22', '2026-11-24', 1, 109.99, '', 'FSAN6W7K', true, false, 9, '109', 2, '2026-11-22 20:00:00+00', NULL, NULL),
	(11, 1011, 1, '2026-11-21', '2026-11-24', 2, 109.99, 'Late arrival', 'GBZWHAYP', true, false, 11, '111', 2, '2026-11-21 20:00:00+00', NULL, NULL),
	(12, 1012, 3, '2026-11-20', '2026-11-24', 3, 129.99, '', 'DTFMWXUT', true, false, 16, '116', 2, '2026-11-20 20:00:00+00', NULL, NULL),
	(14, 1014, 1, '2026-11-22', '2026-11-24', 2, 109.99, '', 'TNXSDT9T', true, false, 13, '113', 2, '2026-11-22 20:00:00+00', NULL, NULL),
	(15, 1015, 1, '2026-11-21', '2026-11-24', 3, 109.99, '', 'AZC6SGJK', true, false, 15, '115', 2, '2026-11-21 20:00:00+00', NULL, NULL),
	(17, 1017, 1, '2026-11-23', '2026-11-24', 2, 109.99, '', '5K6LHQHJ', true, false, 17, '117', 2, '2026-11-23 20:00:00+00', NULL, NULL),
	(18, 1018, 2, '2026-11-22', '2026-11-24', 3, 119.99, '', 'YLDASQFD', true, false, 14, '114', 2, '2026-11-22 20:00:00+00', NULL, NULL),
	(19, 1019, 3, '2026-11-21', '2026-11-24', 1, 129.99, '', 'GUJM9H5C', true, false, 20, '120', 2, '2026-11-21 20:00:00+00', NULL, NULL),
	(20, 1020, 1, '2026-11-20', '2026-11-24', 2, 109.99, '', 'HKH5PZSM', true, false, 19, '119', 2, '2026-11-20 20:00:00+00', NULL, NULL),
	(22, 1022, 3, '2026-11-22', '2026-11-24', 1, 129.99, '', 'N9DRGT3G', true, false, 26, '126', 2, '2026-11-22 20:00:00+00', NULL, NULL),
	(23, 1023, 2, '2026-11-21', '2026-11-24', 2, 119.99, '', 'S2CGDDLX', true, false, 22, '122', 2, '2026-11-21 20:00:00+00', NULL, NULL),
	(24, 1024, 1, '2026-11-20', '2026-11-24', 3, 109.99, '', 'GATRKS3E', true, false, 23, '123', 2, '2026-11-20 20:00:00+00', NULL, NULL),
	(25, 1025, 1, '2026-11-23', '2026-11-24', 1, 109.99, '', '2DHHL6GY', true, false, 25, '125', 2, '2026-11-23 20:00:00+00', NULL, NULL),
	(27, 1027, 1, '2026-11-21', '2026-11-24', 3, 109.99, '', 'QH6Z4YH7', true, false, 27, '127', 2, '2026-11-21 20:00:00+00', NULL, NULL),
	(28, 1028, 2, '2026-11-20', '2026-11-24', 1, 119.99, '', 'V8HKWAWS', true, false, 24, '124', 2, '2026-11-20 20:00:00+00', NULL, NULL),
	(29, 1029, 3, '2026-11-23', '2026-11-24', 2, 129.99, '', 'E7MGEHCM', true, false, 30, '130', 2, '2026-11-23 20:00:00+00', NULL, NULL),
	(30, 1030, 1, '2026-11-22', '2026-11-24', 3, 109.99, '', 'CFZDLYEV', true, false, 29, '129', 2, '2026-11-22 20:00:00+00', NULL, NULL),
	(32, 1032, 3, '2026-11-20', '2026-11-24', 2, 129.99, '', 'XS7JP6XK', true, false, 36, '136', 2, '2026-11-20 20:00:00+00', NULL, NULL),
	(33, 1033, 2, '2026-11-23', '2026-11-24', 3, 119.99, '', '8YQJB7J8', true, false, 32, '132', 2, '2026-11-23 20:00:00+00', NULL, NULL),
	(34, 1034, 1, '2026-11-22', '2026-11-24', 1, 109.99, '', 'T5MC2M5T', true, false, 33, '133', 2, '2026-11-22 20:00:00+00', NULL, NULL),
	(35, 1035, 1, '2026-11-21', '2026-11-24', 2, 109.99, '', '5V297C6A', true, false, 35, '135', 2, '2026-11-21 20:00:00+00', NULL, NULL),
	(37, 1037, 1, '2026-11-23', '2026-11-24', 1, 109.99, '', 'K7UCWDQC', true, false, 37, '137', 2, '2026-11-23 20:00:00+00', NULL, NULL),
	(38, 1038, 2, '2026-11-22', '2026-11-24', 2, 119.99, '', '6A37TDXQ', true, false, 34, '134', 2, '2026-11-22 20:00:00+00', NULL, NULL),
	(39, 1039, 3, '2026-11-21', '2026-11-24', 3, 129.99, '', 'QA7T8Z5M', true, false, 40, '140', 2, '2026-11-21 20:00:00+00', NULL, NULL),
	(40, 1040, 1, '2026-11-20', '2026-11-24', 1, 109.99, '', '77LLLCP8', true, false, 39, '139', 2, '2026-11-20 20:00:00+00', NULL, NULL),
	(42, 1042, 3, '2026-11-22', '2026-11-26', 3, 129.99, '', 'TMN9Q626', true, false, 46, '146', 2, '2026-11-22 20:00:00+00', NULL, NULL),
	(43, 1043, 2, '2026-11-21', '2026-11-27', 1, 119.99, '', '997KVEBT', true, false, 42, '142', 2, '2026-11-21 20:00:00+00', NULL, NULL),
	(44, 1044, 1, '2026-11-23', '2026-11-28', 2, 109.99, '', 'WVHZDAMT', true, false, 43, '143', 2, '2026-11-23 20:00:00+00', NULL, NULL),
	(45, 1045, 1, '2026-11-22', '2026-11-29', 3, 109.99, '', 'E2C7DVRZ', true, false, 45, '145', 2, '2026-11-22 20:00:00+00', NULL, NULL),
	(47, 1047, 1, '2026-11-23', '2026-11-26', 2, 109.99, '', '9XRPZGS6', true, false, 47, '147', 2, '2026-11-23 20:00:00+00', NULL, NULL),
	(48, 1048, 2, '2026-11-22', '2026-11-27', 3, 119.99, '', 'QJ99S885', true, false, 44, '144', 2, '2026-11-22 20:00:00+00', NULL, NULL),
	(49, 1049, 3, '2026-11-21', '2026-11-28', 1, 129.99, '', 'WHH4R3QV', true, false, 50, '150', 2, '2026-11-21 20:00:00+00', NULL, NULL),
	(50, 1050, 1, '2026-11-23', '2026-11-29', 2, 109.99, '', 'BQCSUSWF', true, false, 49, '149', 2, '2026-11-23 20:00:00+00', NULL, NULL),
	(52, 1052, 3, '2026-11-21', '2026-11-26', 1, 129.99, '', 'SZAGNBQA', true, false, 56, '206', 2, '2026-11-21 20:00:00+00', NULL, NULL),
	(53, 1053, 2, '2026-11-23', '2026-11-27', 2, 119.99, '', 'L6ZGM5SZ', true, false, 52, '202', 2, '2026-11-23 20:00:00+00', NULL, NULL),
	(54, 1054, 1, '2026-11-22', '2026-11-28', 3, 109.99, '', '6YH8LTT7', true, false, 53, '203', 2, '2026-11-22 20:00:00+00', NULL, NULL),
	(55, 1055, 1, '2026-11-21', '2026-11-29', 1, 109.99, '', 'KUA5C95E', true, false, 55, '205', 2, '2026-11-21 20:00:00+00', NULL, NULL),
	(57, 1057, 1, '2026-11-22', '2026-11-26', 3, 109.99, '', 'QK6E69JL', true, false, 57, '207', 2, '2026-11-22 20:00:00+00', NULL, NULL),
	(58, 1058, 2, '2026-11-21', '2026-11-27', 1, 119.99, '', 'ZXDVQ8CS', true, false, 54, '204', 2, '2026-11-21 20:00:00+00', NULL, NULL),
	(59, 1059, 3, '2026-11-23', '2026-11-28', 2, 129.99, '', '4RXJM5RW', true, false, 60, '210', 2, '2026-11-23 20:00:00+00', NULL, NULL),
	(60, 1060, 1, '2026-11-22', '2026-11-29', 3, 109.99, '', 'M6MMC2L8', true, false, 59, '209', 2, '2026-11-22 20:00:00+00', NULL, NULL),
	(62, 1062, 3, '2026-11-23', '2026-11-26', 2, 129.99, '', 'VXT3PEE6', true, false, 66, '216', 2, '2026-11-23 20:00:00+00', NULL, NULL),
	(63, 1063, 2, '2026-11-22', '2026-11-27', 3, 119.99, '', 'EN84A299', true, false, 62, '212', 2, '2026-11-22 20:00:00+00', NULL, NULL),
	(64, 1064, 1, '2026-11-21', '2026-11-28', 1, 109.99, '', 'M7YL68SS', true, false, 63, '213', 2, '2026-11-21 20:00:00+00', NULL, NULL),
	(66, 1066, 3, '2026-11-22', '2026-11-25', 3, 129.99, 'Late arrival', 'P3RTLFFF', true, false, 68, '218', 2, '2026-11-22 20:00:00+00', NULL, NULL),
	(67, 1067, 1, '2026-11-21', '2026-11-26', 1, 109.99, '', '9SKZWU4W', true, false, 67, '217', 2, '2026-11-21 20:00:00+00', NULL, NULL),
	(68, 1068, 2, '2026-11-23', '2026-11-27', 2, 119.99, '', 'YDPFKLSJ', true, false, 64, '214', 2, '2026-11-23 20:00:00+00', NULL, NULL),
	(69, 1069, 3, '2026-11-22', '2026-11-28', 3, 129.99, '', 'KXPX4USB', true, false, 70, '220', 2, '2026-11-22 20:00:00+00', NULL, NULL),
	(71, 1071, 1, '2026-11-23', '2026-11-25', 2, 109.99, 'Late arrival', '5LY9MNX3', true, false, 71, '221', 2, '2026-11-23 20:00:00+00', NULL, NULL),
	(72, 1072, 3, '2026-11-22', '2026-11-26', 3, 129.99, '', 'GU93SESK', true, false, 76, '226', 2, '2026-11-22 20:00:00+00', NULL, NULL),
	(73, 1073, 2, '2026-11-21', '2026-11-27', 1, 119.99, '', '49A265LP', true, false, 72, '222', 2, '2026-11-21 20:00:00+00', NULL, NULL),
	(75, 1075, 1, '2026-11-22', '2026-11-29', 3, 109.99, '', 'B28QEFLX', true, false, 75, '225', 2, '2026-11-22 20:00:00+00', NULL, NULL),
	(76, 1076, 3, '2026-11-21', '2026-11-25', 1, 129.99, 'Late arrival', 'UXJN9CE6', true, false, 78, '228', 2, '2026-11-21 20:00:00+00', NULL, NULL),
	(77, 1077, 1, '2026-11-23', '2026-11-26', 2, 109.99, '', 'XNHNKWG5', true, false, 77, '227', 2, '2026-11-23 20:00:00+00', NULL, NULL),
	(79, 1079, 3, '2026-11-21', '2026-11-28', 1, 129.99, '', 'KGXF4YA3', true, false, 80, '230', 2, '2026-11-21 20:00:00+00', NULL, NULL),
	(80, 1080, 1, '2026-11-23', '2026-11-29', 2, 109.99, '', 'MFAGKP55', true, false, 79, '229', 2, '2026-11-23 20:00:00+00', NULL, NULL),
	(93, 1093, 2, '2026-11-24', '2026-11-27', 3, 119.99, '', '8T5PSBTU', true, false, 82, '232', 2, '2026-11-24 18:41:35.284+00', NULL, NULL),
	(94, 1094, 1, '2026-11-24', '2026-11-28', 1, 109.99, '', 'K557AFMN', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(95, 1095, 1, '2026-11-24', '2026-11-29', 2, 109.99, '', 'L4QBVWBN', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(96, 1096, 3, '2026-11-24', '2026-11-25', 3, 129.99, 'Late arrival', '8X2NSLWZ', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(97, 1097, 1, '2026-11-24', '2026-11-26', 1, 109.99, '', '2RR8MRMT', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(98, 1098, 2, '2026-11-24', '2026-11-27', 2, 119.99, '', 'HSH3H8Q3', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(99, 1099, 3, '2026-11-24', '2026-11-28', 3, 129.99, '', 'AHUNSRZ6', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(100, 1100, 1, '2026-11-24', '2026-11-29', 1, 109.99, '', '4DLYAK3H', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(101, 1101, 1, '2026-11-24', '2026-11-25', 2, 109.99, 'Late arrival', 'W5YHSX5E', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(102, 1102, 3, '2026-11-24', '2026-11-26', 3, 129.99, '', 'CSJS7SV2', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(103, 1103, 2, '2026-11-24', '2026-11-27', 1, 119.99, '', '6R7EGWAA', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(104, 1104, 1, '2026-11-24', '2026-11-28', 2, 109.99, '', 'F3JQGBLG', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(105, 1105, 1, '2026-11-24', '2026-11-29', 3, 109.99, '', 'XHX586XF', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(106, 1106, 3, '2026-11-24', '2026-11-25', 1, 129.99, 'Late arrival', '9KNFY3BH', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(107, 1107, 1, '2026-11-24', '2026-11-26', 2, 109.99, '', 'BE4VWGWD', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(108, 1108, 2, '2026-11-24', '2026-11-27', 3, 119.99, '', '4UMVMK55', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(109, 1109, 3, '2026-11-24', '2026-11-28', 1, 129.99, '', '3AJDP863', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(110, 1110, 1, '2026-11-24', '2026-11-29', 2, 109.99, '', 'U8NNPC5J', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(111, 1111, 1, '2026-11-24', '2026-11-25', 3, 109.99, 'Late arrival', 'TSACBQNJ', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(112, 1112, 3, '2026-11-24', '2026-11-26', 1, 129.99, '', 'QSTG8DEB', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(113, 1113, 2, '2026-11-24', '2026-11-27', 2, 119.99, '', 'SK5SGD7D', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(114, 1114, 1, '2026-11-24', '2026-11-28', 3, 109.99, '', 'RVBTR26N', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(115, 1115, 1, '2026-11-24', '2026-11-29', 1, 109.99, '', 'TQKXUL4M', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(116, 1116, 3, '2026-11-24', '2026-11-25', 2, 129.99, 'Late arrival', 'LS73WKS3', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(117, 1117, 1, '2026-11-24', '2026-11-26', 3, 109.99, '', 'PDK5H9LM', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(118, 1118, 2, '2026-11-24', '2026-11-27', 1, 119.99, '', 'AUVF5PXN', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(119, 1119, 3, '2026-11-24', '2026-11-28', 2, 129.99, '', 'PJ4H5R5Z', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(120, 1120, 1, '2026-11-24', '2026-11-29', 3, 109.99, '', 'KUBLJ5D9', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(121, 1121, 1, '2026-11-25', '2026-11-26', 1, 109.99, 'Late arrival', 'VGJR433N', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(122, 1122, 3, '2026-11-26', '2026-11-28', 2, 129.99, '', 'EWY82UWL', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(123, 1123, 2, '2026-11-27', '2026-11-30', 3, 119.99, '', 'NEJKZZSB', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(124, 1124, 1, '2026-11-28', '2026-12-02', 1, 109.99, '', '8YVSGPQ6', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(125, 1125, 1, '2026-11-29', '2026-11-30', 2, 109.99, '', '62NSFQDC', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(126, 1126, 3, '2026-11-30', '2026-12-02', 3, 129.99, 'Late arrival', 'E5M5Z9AH', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(127, 1127, 1, '2026-12-01', '2026-12-04', 1, 109.99, '', 'SL8YNGSJ', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(128, 1128, 2, '2026-12-02', '2026-12-06', 2, 119.99, '', 'BK6B7TWE', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(129, 1129, 3, '2026-12-03', '2026-12-04', 3, 129.99, '', 'PEG3LRUK', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(130, 1130, 1, '2026-12-04', '2026-12-06', 1, 109.99, '', 'JT926Y5P', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(131, 1131, 1, '2026-12-05', '2026-12-08', 2, 109.99, 'Late arrival', '9F9BBQXU', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(132, 1132, 3, '2026-12-06', '2026-12-10', 3, 129.99, '', 'HZC7PSFV', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(133, 1133, 2, '2026-12-07', '2026-12-08', 1, 119.99, '', 'J62KAPYB', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(134, 1134, 1, '2026-12-08', '2026-12-10', 2, 109.99, '', '2GMFJ5Z8', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(135, 1135, 1, '2026-12-09', '2026-12-12', 3, 109.99, '', 'ZCSXUT6S', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(136, 1136, 3, '2026-12-10', '2026-12-14', 1, 129.99, 'Late arrival', 'WGAPJVF9', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(137, 1137, 1, '2026-12-11', '2026-12-12', 2, 109.99, '', 'LKWYYHUH', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(138, 1138, 2, '2026-12-12', '2026-12-14', 3, 119.99, '', 'XPE7QR45', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(139, 1139, 3, '2026-12-13', '2026-12-16', 1, 129.99, '', 'SMLL9U6S', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(140, 1140, 1, '2026-12-14', '2026-12-18', 2, 109.99, '', 'Z99EXBEJ', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(141, 1141, 1, '2026-11-25', '2026-11-26', 3, 109.99, 'Late arrival', '3DPHBFN5', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(142, 1142, 3, '2026-11-26', '2026-11-28', 1, 129.99, '', 'KTGFEANA', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(143, 1143, 2, '2026-11-27', '2026-11-30', 2, 119.99, '', '3VLQEH2V', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(144, 1144, 1, '2026-11-28', '2026-12-02', 3, 109.99, '', 'T5W9VF5B', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(145, 1145, 1, '2026-11-29', '2026-11-30', 1, 109.99, '', '9J55XWLK', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(146, 1146, 3, '2026-11-30', '2026-12-02', 2, 129.99, 'Late arrival', '32CRKNVW', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(147, 1147, 1, '2026-12-01', '2026-12-04', 3, 109.99, '', '93KCZU8W', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(148, 1148, 2, '2026-12-02', '2026-12-06', 1, 119.99, '', 'CDYDNXL4', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(149, 1149, 3, '2026-12-03', '2026-12-04', 2, 129.99, '', '5D4PVMXC', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(150, 1150, 1, '2026-12-04', '2026-12-06', 3, 109.99, '', 'YRNR7GE7', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(151, 1151, 1, '2026-12-05', '2026-12-08', 1, 109.99, 'Late arrival', '2TB7HWC7', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(152, 1152, 3, '2026-12-06', '2026-12-10', 2, 129.99, '', 'HZJ7LW2N', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(153, 1153, 2, '2026-12-07', '2026-12-08', 3, 119.99, '', 'BMPRXSQ4', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(154, 1154, 1, '2026-12-08', '2026-12-10', 1, 109.99, '', '3DA3HJXN', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(155, 1155, 1, '2026-12-09', '2026-12-12', 2, 109.99, '', 'XKWUA7D8', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(156, 1156, 3, '2026-12-10', '2026-12-14', 3, 129.99, 'Late arrival', 'DED34WTT', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(157, 1157, 1, '2026-12-11', '2026-12-12', 1, 109.99, '', '4UER4VSA', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(158, 1158, 2, '2026-12-12', '2026-12-14', 2, 119.99, '', 'PZ3DAJKR', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(159, 1159, 3, '2026-12-13', '2026-12-16', 3, 129.99, '', 'H3NMRG7M', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(160, 1160, 1, '2026-12-14', '2026-12-18', 1, 109.99, '', '8GGSNVTK', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(161, 1161, 1, '2026-11-25', '2026-11-26', 2, 109.99, 'Late arrival', 'T9FMV38Y', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(162, 1162, 3, '2026-11-26', '2026-11-28', 3, 129.99, '', '59FEGAZX', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(163, 1163, 2, '2026-11-27', '2026-11-30', 1, 119.99, '', 'V8F29ZCN', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(164, 1164, 1, '2026-11-28', '2026-12-02', 2, 109.99, '', 'ZYYYVR7E', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(165, 1165, 1, '2026-11-29', '2026-11-30', 3, 109.99, '', 'T39YZ6P4', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(166, 1166, 3, '2026-11-30', '2026-12-02', 1, 129.99, 'Late arrival', 'HP594JLA', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(167, 1167, 1, '2026-12-01', '2026-12-04', 2, 109.99, '', 'KNFHC8G4', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(168, 1168, 2, '2026-12-02', '2026-12-06', 3, 119.99, '', '6DQ9PX4W', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(169, 1169, 3, '2026-12-03', '2026-12-04', 1, 129.99, '', 'K5QVKY8B', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(170, 1170, 1, '2026-12-04', '2026-12-06', 2, 109.99, '', '9HTWF4WB', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(171, 1171, 1, '2026-12-05', '2026-12-08', 3, 109.99, 'Late arrival', 'FMLHJSH2', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(172, 1172, 3, '2026-12-06', '2026-12-10', 1, 129.99, '', 'WU3AH82A', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(173, 1173, 2, '2026-12-07', '2026-12-08', 2, 119.99, '', '26MUGK3J', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(174, 1174, 1, '2026-12-08', '2026-12-10', 3, 109.99, '', 'DVF56TFN', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(175, 1175, 1, '2026-12-09', '2026-12-12', 1, 109.99, '', '76JHJWWW', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(176, 1176, 3, '2026-12-10', '2026-12-14', 2, 129.99, 'Late arrival', 'RF76QES5', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(177, 1177, 1, '2026-12-11', '2026-12-12', 3, 109.99, '', 'HWZNJB6M', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(178, 1178, 2, '2026-12-12', '2026-12-14', 1, 119.99, '', 'TW2V9FB8', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(179, 1179, 3, '2026-12-13', '2026-12-16', 2, 129.99, '', '4LM2DXMZ', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(180, 1180, 1, '2026-12-14', '2026-12-18', 3, 109.99, '', '8ZLDKYER', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(181, 1181, 1, '2026-11-25', '2026-11-26', 1, 109.99, 'Late arrival', '2D35BGAF', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(182, 1182, 3, '2026-11-26', '2026-11-28', 2, 129.99, '', '5U5W2T25', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(183, 1183, 2, '2026-11-27', '2026-11-30', 3, 119.99, '', 'R7KCDQZE', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(184, 1184, 1, '2026-11-28', '2026-12-02', 1, 109.99, '', '4ANKK2UM', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(185, 1185, 1, '2026-11-29', '2026-11-30', 2, 109.99, '', '8TAUNZHY', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(186, 1186, 3, '2026-11-30', '2026-12-02', 3, 129.99, 'Late arrival', '8ZGZ6L83', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(187, 1187, 1, '2026-12-01', '2026-12-04', 1, 109.99, '', '6L4NSGS3', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(188, 1188, 2, '2026-12-02', '2026-12-06', 2, 119.99, '', 'AVZDGRPN', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(189, 1189, 3, '2026-12-03', '2026-12-04', 3, 129.99, '', 'BBUF3FEA', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(190, 1190, 1, '2026-12-04', '2026-12-06', 1, 109.99, '', 'FF3EY7WF', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(191, 1191, 1, '2026-12-05', '2026-12-08', 2, 109.99, 'Late arrival', '77UESJT7', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(192, 1192, 3, '2026-12-06', '2026-12-10', 3, 129.99, '', 'C3HV6MYN', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(193, 1193, 2, '2026-12-07', '2026-12-08', 1, 119.99, '', 'UETFG33U', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(194, 1194, 1, '2026-12-08', '2026-12-10', 2, 109.99, '', 'KJDMBQ69', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(195, 1195, 1, '2026-12-09', '2026-12-12', 3, 109.99, '', 'DJNK5CYA', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(196, 1196, 3, '2026-12-10', '2026-12-14', 1, 129.99, 'Late arrival', 'STEKNM9S', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(197, 1197, 1, '2026-12-11', '2026-12-12', 2, 109.99, '', 'GZ2TPFEB', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(198, 1198, 2, '2026-12-12', '2026-12-14', 3, 119.99, '', 'KEA3XTPR', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(199, 1199, 3, '2026-12-13', '2026-12-16', 1, 129.99, '', '2962QB6B', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(200, 1200, 1, '2026-12-14', '2026-12-18', 2, 109.99, '', 'RHNSTYB3', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(2, 1002, 3, '2026-11-22', '2026-11-24', 2, 129.99, '', 'MY6BA8EK', true, false, 6, '106', 2, '2026-11-22 20:00:00+00', NULL, NULL),
	(5, 1005, 1, '2026-11-23', '2026-11-24', 2, 109.99, '', 'LW6U4WD2', true, false, 5, '105', 2, '2026-11-23 20:00:00+00', NULL, NULL),
	(9, 1009, 3, '2026-11-23', '2026-11-24', 3, 129.99, '', 'K7DHTDEJ', true, false, 10, '110', 2, '2026-11-23 20:00:00+00', NULL, NULL),
	(13, 1013, 2, '2026-11-23', '2026-11-24', 1, 119.99, '', 'ENBUTMNJ', true, false, 12, '112', 2, '2026-11-23 20:00:00+00', NULL, NULL),
	(16, 1016, 3, '2026-11-20', '2026-11-24', 1, 129.99, 'Late arrival', 'Q5ACE4ZE', true, false, 18, '118', 2, '2026-11-20 20:00:00+00', NULL, NULL),
	(21, 1021, 1, '2026-11-23', '2026-11-24', 3, 109.99, 'Late arrival', 'NEJ8QT65', true, false, 21, '121', 2, '2026-11-23 20:00:00+00', NULL, NULL),
	(26, 1026, 3, '2026-11-22', '2026-11-24', 2, 129.99, 'Late arrival', '4A4W47B8', true, false, 28, '128', 2, '2026-11-22 20:00:00+00', NULL, NULL),
	(31, 1031, 1, '2026-11-21', '2026-11-24', 1, 109.99, 'Late arrival', 'J3DLXE6N', true, false, 31, '131', 2, '2026-11-21 20:00:00+00', NULL, NULL),
	(36, 1036, 3, '2026-11-20', '2026-11-24', 3, 129.99, 'Late arrival', 'YP7CAW2W', true, false, 38, '138', 2, '2026-11-20 20:00:00+00', NULL, NULL),
	(41, 1041, 1, '2026-11-23', '2026-11-25', 2, 109.99, 'Late arrival', 'TX4MAJCF', true, false, 41, '141', 2, '2026-11-23 20:00:00+00', NULL, NULL),
	(46, 1046, 3, '2026-11-21', '2026-11-25', 1, 129.99, 'Late arrival', 'NQFRH8N7', true, false, 48, '148', 2, '2026-11-21 20:00:00+00', NULL, NULL),
	(51, 1051, 1, '2026-11-22', '2026-11-25', 3, 109.99, 'Late arrival', '5EY3SUDN', true, false, 51, '201', 2, '2026-11-22 20:00:00+00', NULL, NULL),
	(56, 1056, 3, '2026-11-23', '2026-11-25', 2, 129.99, 'Late arrival', 'EGCTZHQ7', true, false, 58, '208', 2, '2026-11-23 20:00:00+00', NULL, NULL),
	(61, 1061, 1, '2026-11-21', '2026-11-25', 1, 109.99, 'Late arrival', 'D89G5QS4', true, false, 61, '211', 2, '2026-11-21 20:00:00+00', NULL, NULL),
	(65, 1065, 1, '2026-11-23', '2026-11-29', 2, 109.99, '', 'BVTQX2DB', true, false, 65, '215', 2, '2026-11-23 20:00:00+00', NULL, NULL),
	(70, 1070, 1, '2026-11-21', '2026-11-29', 1, 109.99, '', '35E892KQ', true, false, 69, '219', 2, '2026-11-21 20:00:00+00', NULL, NULL),
	(74, 1074, 1, '2026-11-23', '2026-11-28', 2, 109.99, '', 'UTACCPCN', true, false, 73, '223', 2, '2026-11-23 20:00:00+00', NULL, NULL),
	(78, 1078, 2, '2026-11-22', '2026-11-27', 3, 119.99, '', '8DNF9G89', true, false, 74, '224', 2, '2026-11-22 20:00:00+00', NULL, NULL),
	(1, 1001, 1, '2026-11-23', '2026-11-24', 1, 109.99, 'Late arrival', 'K9UXK52S', true, true, 1, '101', 3, '2026-11-23 20:00:00+00', '2026-11-24', '2026-11-24 18:41:37.756+00'),
	(3, 1003, 2, '2026-11-21', '2026-11-24', 3, 119.99, '', '34ZWJ2JN', true, true, 2, '102', 3, '2026-11-21 20:00:00+00', '2026-11-24', '2026-11-24 18:41:37.802+00');
INSERT INTO reservations.res_rooms VALUES
	(202, 1202, 3, '2026-11-24', '2026-11-29', 1, 129.99, '', 'X9Z2UD56', false, false, NULL, NULL, 1, NULL, NULL, NULL),
	(201, 1201, 1, '2026-11-27', '2026-11-29', 2, 109.99, 'late arrival', 'CA3FKHZY', false, false, NULL, NULL, 2, NULL, NULL, NULL);


--
-- Data for Name: reservations; Type: TABLE DATA; Schema: reservations; Owner: -
--

INSERT INTO reservations.reservations VALUES
	(1081, 81, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1082, 82, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1083, 83, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1084, 84, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1085, 85, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1086, 86, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1087, 87, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1088, 88, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1089, 89, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1090, 90, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1091, 91, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1092, 92, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1094, 94, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1095, 95, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1096, 96, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1097, 97, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1098, 98, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1099, 99, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1100, 100, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1101, 101, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1102, 102, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1103, 103, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1104, 104, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1105, 105, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1106, 106, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1107, 107, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1108, 108, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1109, 109, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1110, 110, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1111, 111, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1112, 112, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1113, 113, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1114, 114, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1115, 115, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1116, 116, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1117, 117, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1118, 118, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1119, 119, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1120, 120, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1002, 2, true, 1, '', '2026-11-22 14:00:00+00', 2),
	(1005, 5, true, 1, '', '2026-11-23 14:00:00+00', 2),
	(1006, 6, true, 1, '', '2026-11-22 14:00:00+00', 2),
	(1007, 7, true, 1, '', '2026-11-21 14:00:00+00', 2),
	(1008, 8, true, 1, '', '2026-11-20 14:00:00+00', 2),
	(1009, 9, true, 1, '', '2026-11-23 14:00:00+00', 2),
	(1010, 10, true, 1, '', '2026-11-22 14:00:00+00', 2),
	(1011, 11, true, 1, '', '2026-11-21 14:00:00+00', 2),
	(1012, 12, true, 1, '', '2026-11-20 14:00:00+00', 2),
	(1013, 13, true, 1, '', '2026-11-23 14:00:00+00', 2),
	(1014, 14, true, 1, '', '2026-11-22 14:00:00+00', 2),
	(1015, 15, true, 1, '', '2026-11-21 14:00:00+00', 2),
	(1016, 16, true, 1, '', '2026-11-20 14:00:00+00', 2),
	(1017, 17, true, 1, '', '2026-11-23 14:00:00+00', 2),
	(1018, 18, true, 1, '', '2026-11-22 14:00:00+00', 2),
	(1019, 19, true, 1, '', '2026-11-21 14:00:00+00', 2),
	(1020, 20, true, 1, '', '2026-11-20 14:00:00+00', 2),
	(1022, 22, true, 1, '', '2026-11-22 14:00:00+00', 2),
	(1023, 23, true, 1, '', '2026-11-21 14:00:00+00', 2),
	(1024, 24, true, 1, '', '2026-11-20 14:00:00+00', 2),
	(1025, 25, true, 1, '', '2026-11-23 14:00:00+00', 2),
	(1026, 26, true, 1, '', '2026-11-22 14:00:00+00', 2),
	(1027, 27, true, 1, '', '2026-11-21 14:00:00+00', 2),
	(1028, 28, true, 1, '', '2026-11-20 14:00:00+00', 2),
	(1029, 29, true, 1, '', '2026-11-23 14:00:00+00', 2),
	(1030, 30, true, 1, '', '2026-11-22 14:00:00+00', 2),
	(1031, 31, true, 1, '', '2026-11-21 14:00:00+00', 2),
	(1032, 32, true, 1, '', '2026-11-20 14:00:00+00', 2),
	(1033, 33, true, 1, '', '2026-11-23 14:00:00+00', 2),
	(1034, 34, true, 1, '', '2026-11-22 14:00:00+00', 2),
	(1035, 35, true, 1, '', '2026-11-21 14:00:00+00', 2),
	(1036, 36, true, 1, '', '2026-11-20 14:00:00+00', 2),
	(1037, 37, true, 1, '', '2026-11-23 14:00:00+00', 2),
	(1039, 39, true, 1, '', '2026-11-21 14:00:00+00', 2),
	(1040, 40, true, 1, '', '2026-11-20 14:00:00+00', 2),
	(1041, 41, true, 1, '', '2026-11-23 14:00:00+00', 2),
	(1042, 42, true, 1, '', '2026-11-22 14:00:00+00', 2),
	(1043, 43, true, 1, '', '2026-11-21 14:00:00+00', 2),
	(1044, 44, true, 1, '', '2026-11-23 14:00:00+00', 2),
	(1045, 45, true, 1, '', '2026-11-22 14:00:00+00', 2),
	(1046, 46, true, 1, '', '2026-11-21 14:00:00+00', 2),
	(1047, 47, true, 1, '', '2026-11-23 14:00:00+00', 2),
	(1048, 48, true, 1, '', '2026-11-22 14:00:00+00', 2),
	(1049, 49, true, 1, '', '2026-11-21 14:00:00+00', 2),
	(1050, 50, true, 1, '', '2026-11-23 14:00:00+00', 2),
	(1051, 51, true, 1, '', '2026-11-22 14:00:00+00', 2),
	(1052, 52, true, 1, '', '2026-11-21 14:00:00+00', 2),
	(1053, 53, true, 1, '', '2026-11-23 14:00:00+00', 2),
	(1054, 54, true, 1, '', '2026-11-22 14:00:00+00', 2),
	(1056, 56, true, 1, '', '2026-11-23 14:00:00+00', 2),
	(1057, 57, true, 1, '', '2026-11-22 14:00:00+00', 2),
	(1058, 58, true, 1, '', '2026-11-21 14:00:00+00', 2),
	(1059, 59, true, 1, '', '2026-11-23 14:00:00+00', 2),
	(1060, 60, true, 1, '', '2026-11-22 14:00:00+00', 2),
	(1061, 61, true, 1, '', '2026-11-21 14:00:00+00', 2),
	(1062, 62, true, 1, '', '2026-11-23 14:00:00+00', 2),
	(1063, 63, true, 1, '', '2026-11-22 14:00:00+00', 2),
	(1064, 64, true, 1, '', '2026-11-21 14:00:00+00', 2),
	(1065, 65, true, 1, '', '2026-11-23 14:00:00+00', 2),
	(1066, 66, true, 1, '', '2026-11-22 14:00:00+00', 2),
	(1067, 67, true, 1, '', '2026-11-21 14:00:00+00', 2),
	(1068, 68, true, 1, '', '2026-11-23 14:00:00+00', 2),
	(1069, 69, true, 1, '', '2026-11-22 14:00:00+00', 2),
	(1070, 70, true, 1, '', '2026-11-21 14:00:00+00', 2),
	(1071, 71, true, 1, '', '2026-11-23 14:00:00+00', 2),
	(1073, 73, true, 1, '', '2026-11-21 14:00:00+00', 2),
	(1074, 74, true, 1, '', '2026-11-23 14:00:00+00', 2),
	(1075, 75, true, 1, '', '2026-11-22 14:00:00+00', 2),
	(1076, 76, true, 1, '', '2026-11-21 14:00:00+00', 2),
	(1077, 77, true, 1, '', '2026-11-23 14:00:00+00', 2),
	(1078, 78, true, 1, '', '2026-11-22 14:00:00+00', 2),
	(1079, 79, true, 1, '', '2026-11-21 14:00:00+00', 2),
	(1080, 80, true, 1, '', '2026-11-23 14:00:00+00', 2),
	(1093, 93, true, 1, '', '2026-11-24 14:00:00+00', 2),
	(1003, 3, true, 1, '', '2026-11-21 14:00:00+00', 3),
	(1121, 121, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1122, 122, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1123, 123, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1124, 124, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1125, 125, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1126, 126, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1127, 127, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1128, 128, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1129, 129, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1130, 130, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1131, 131, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1132, 132, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1133, 133, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1134, 134, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1135, 135, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1136, 136, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1137, 137, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1138, 138, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1139, 139, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1140, 140, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1141, 141, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1142, 142, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1143, 143, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1144, 144, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1145, 145, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1146, 146, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1147, 147, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1148, 148, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1149, 149, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1150, 150, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1151, 151, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1152, 152, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1153, 153, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1154, 154, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1155, 155, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1156, 156, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1157, 157, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1158, 158, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1159, 159, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1160, 160, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1161, 161, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1162, 162, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1163, 163, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1164, 164, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1165, 165, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1166, 166, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1167, 167, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1168, 168, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1169, 169, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1170, 170, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1171, 171, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1172, 172, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1173, 173, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1174, 174, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1175, 175, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1176, 176, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1177, 177, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1178, 178, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1179, 179, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1180, 180, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1181, 181, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1182, 182, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1183, 183, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1184, 184, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1185, 185, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1186, 186, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1187, 187, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1188, 188, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1189, 189, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1190, 190, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1191, 191, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1192, 192, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1193, 193, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1194, 194, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1195, 195, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1196, 196, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1197, 197, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1198, 198, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1199, 199, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1200, 200, true, 1, '', '2026-11-24 14:00:00+00', 1),
	(1004, 4, true, 1, '', '2026-11-20 14:00:00+00', 2),
	(1021, 21, true, 1, '', '2026-11-23 14:00:00+00', 2),
	(1038, 38, true, 1, '', '2026-11-22 14:00:00+00', 2),
	(1055, 55, true, 1, '', '2026-11-21 14:00:00+00', 2),
	(1072, 72, true, 1, '', '2026-11-22 14:00:00+00', 2),
	(1001, 1, true, 1, '', '2026-11-23 14:00:00+00', 3);
INSERT INTO reservations.reservations VALUES
	(1202, 202, true, 1, '', '2026-11-24 18:41:41.452+00', 1),
	(1201, 201, false, 1, '', '2026-11-24 18:41:41.427+00', 2);


--
-- Data for Name: room_types; Type: TABLE DATA; Schema: reservations; Owner: -
--

INSERT INTO reservations.room_types VALUES
	(1, '2 Queens', 109.99, 50),
	(2, 'King', 119.99, 20),
	(3, 'Suite', 129.99, 30);


--
-- Data for Name: rooms; Type: TABLE DATA; Schema: reservations; Owner: -
--

INSERT INTO reservations.rooms VALUES
	(81, '231', 1, 1, true, NULL),
	(83, '233', 1, 1, true, NULL),
	(84, '234', 2, 1, true, NULL),
	(85, '235', 1, 1, true, NULL),
	(86, '236', 3, 1, true, NULL),
	(87, '237', 1, 1, true, NULL),
	(88, '238', 3, 1, true, NULL),
	(89, '239', 1, 1, true, NULL),
	(90, '240', 3, 1, true, NULL),
	(91, '241', 1, 1, true, NULL),
	(92, '242', 2, 1, true, NULL),
	(93, '243', 1, 1, true, NULL),
	(94, '244', 2, 1, true, NULL),
	(95, '245', 1, 1, true, NULL),
	(96, '246', 3, 1, true, NULL),
	(97, '247', 1, 1, true, NULL),
	(98, '248', 3, 1, true, NULL),
	(99, '249', 1, 1, true, NULL),
	(100, '250', 3, 1, true, NULL),
	(6, '106', 3, 1, true, 2),
	(3, '103', 1, 1, true, 4),
	(5, '105', 1, 1, true, 5),
	(8, '108', 3, 1, true, 6),
	(7, '107', 1, 1, true, 7),
	(4, '104', 2, 1, true, 8),
	(10, '110', 3, 1, true, 9),
	(9, '109', 1, 1, true, 10),
	(11, '111', 1, 1, true, 11),
	(16, '116', 3, 1, true, 12),
	(12, '112', 2, 1, true, 13),
	(13, '113', 1, 1, true, 14),
	(15, '115', 1, 1, true, 15),
	(18, '118', 3, 1, true, 16),
	(17, '117', 1, 1, true, 17),
	(14, '114', 2, 1, true, 18),
	(20, '120', 3, 1, true, 19),
	(19, '119', 1, 1, true, 20),
	(21, '121', 1, 1, true, 21),
	(26, '126', 3, 1, true, 22),
	(22, '122', 2, 1, true, 23),
	(23, '123', 1, 1, true, 24),
	(25, '125', 1, 1, true, 25),
	(28, '128', 3, 1, true, 26),
	(27, '127', 1, 1, true, 27),
	(24, '124', 2, 1, true, 28),
	(30, '130', 3, 1, true, 29),
	(29, '129', 1, 1, true, 30),
	(31, '131', 1, 1, true, 31),
	(36, '136', 3, 1, true, 32),
	(32, '132', 2, 1, true, 33),
	(33, '133', 1, 1, true, 34),
	(35, '135', 1, 1, true, 35),
	(38, '138', 3, 1, true, 36),
	(37, '137', 1, 1, true, 37),
	(34, '134', 2, 1, true, 38),
	(40, '140', 3, 1, true, 39),
	(39, '139', 1, 1, true, 40),
	(41, '141', 1, 1, true, 41),
	(46, '146', 3, 1, true, 42),
	(42, '142', 2, 1, true, 43),
	(43, '143', 1, 1, true, 44),
	(45, '145', 1, 1, true, 45),
	(48, '148', 3, 1, true, 46),
	(47, '147', 1, 1, true, 47),
	(44, '144', 2, 1, true, 48),
	(50, '150', 3, 1, true, 49),
	(49, '149', 1, 1, true, 50),
	(51, '201', 1, 1, true, 51),
	(56, '206', 3, 1, true, 52),
	(52, '202', 2, 1, true, 53),
	(53, '203', 1, 1, true, 54),
	(55, '205', 1, 1, true, 55),
	(58, '208', 3, 1, true, 56),
	(57, '207', 1, 1, true, 57),
	(54, '204', 2, 1, true, 58),
	(60, '210', 3, 1, true, 59),
	(59, '209', 1, 1, true, 60),
	(61, '211', 1, 1, true, 61),
	(66, '216', 3, 1, true, 62),
	(62, '212', 2, 1, true, 63),
	(63, '213', 1, 1, true, 64),
	(65, '215', 1, 1, true, 65),
	(68, '218', 3, 1, true, 66),
	(67, '217', 1, 1, true, 67),
	(64, '214', 2, 1, true, 68),
	(70, '220', 3, 1, true, 69),
	(69, '219', 1, 1, true, 70),
	(71, '221', 1, 1, true, 71),
	(76, '226', 3, 1, true, 72),
	(72, '222', 2, 1, true, 73),
	(73, '223', 1, 1, true, 74),
	(75, '225', 1, 1, true, 75),
	(78, '228', 3, 1, true, 76),
	(77, '227', 1, 1, true, 77),
	(74, '224', 2, 1, true, 78),
	(80, '230', 3, 1, true, 79),
	(79, '229', 1, 1, true, 80),
	(82, '232', 2, 1, true, 93),
	(2, '102', 2, 0, true, NULL),
	(1, '101', 1, 1, true, NULL);


--
-- Data for Name: schema_migrations; Type: TABLE DATA; Schema: reservations; Owner: -
--

INSERT INTO reservations.schema_migrations VALUES
	('kit_001_outbox.sql', '2026-11-24 18:41:28.675017+00'),
	('kit_002_projection_versions.sql', '2026-11-24 18:41:28.675017+00'),
	('kit_003_idempotency_keys.sql', '2026-11-24 18:41:28.675017+00'),
	('001_reservations.sql', '2026-11-24 18:41:28.675017+00'),
	('002_name_search_order.sql', '2026-11-24 18:41:28.675017+00'),
	('010_front_desk.sql', '2026-11-24 18:41:28.675017+00'),
	('020_out_of_order.sql', '2026-11-24 18:41:28.675017+00'),
	('021_house_status_indexes.sql', '2026-11-24 18:41:28.675017+00'),
	('022_desk_state_statistics.sql', '2026-11-24 18:41:28.675017+00');


--
-- Data for Name: consumer_identity; Type: TABLE DATA; Schema: rooms; Owner: -
--

INSERT INTO rooms.consumer_identity VALUES
	(true, 'a63e5af07a2d');


--
-- Data for Name: hotel_info; Type: TABLE DATA; Schema: rooms; Owner: -
--

INSERT INTO rooms.hotel_info VALUES
	(1, 'Regal Inn & Suites', '12345 E Main St', 'Cleveland', 'Ohio', '44114', 'info@regalinn.com', '216-555-1212');


--
-- Data for Name: idempotency_keys; Type: TABLE DATA; Schema: rooms; Owner: -
--



--
-- Data for Name: outbox; Type: TABLE DATA; Schema: rooms; Owner: -
--

INSERT INTO rooms.outbox VALUES
	(1, '7a6c71eb-aeec-4b14-a512-aedf3181a6a3', 'pms.rooms.type.1', 1, '{"id": "7a6c71eb-aeec-4b14-a512-aedf3181a6a3", "data": {"type": "2 Queens", "rate_cents": 10999, "room_count": 50, "room_type_id": 1}, "type": "rooms.type.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.592Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(2, '7400f120-88de-42e8-b3b4-60254445ca9f', 'pms.rooms.type.2', 1, '{"id": "7400f120-88de-42e8-b3b4-60254445ca9f", "data": {"type": "King", "rate_cents": 11999, "room_count": 20, "room_type_id": 2}, "type": "rooms.type.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.595Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(101, '71b75a72-b750-4940-92f0-ccd75b5a994e', 'pms.rooms.room.98', 1, '{"id": "71b75a72-b750-4940-92f0-ccd75b5a994e", "data": {"clean": 1, "active": true, "room_id": 98, "room_num": "248", "occupied_by": null, "room_type_id": 3}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.656Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.673309+00'),
	(102, 'f42934b3-ab2d-4c1c-803d-06d748d5c9c4', 'pms.rooms.room.99', 1, '{"id": "f42934b3-ab2d-4c1c-803d-06d748d5c9c4", "data": {"clean": 1, "active": true, "room_id": 99, "room_num": "249", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.656Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.673309+00'),
	(103, '885bbd43-51f2-4374-bef0-689de7962121', 'pms.rooms.room.100', 1, '{"id": "885bbd43-51f2-4374-bef0-689de7962121", "data": {"clean": 1, "active": true, "room_id": 100, "room_num": "250", "occupied_by": null, "room_type_id": 3}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.657Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.673309+00'),
	(106, 'ef05abfb-ef90-4363-b737-4755ef6e8281', 'pms.rooms.room.2', 2, '{"id": "ef05abfb-ef90-4363-b737-4755ef6e8281", "data": {"clean": 1, "active": true, "room_id": 2, "room_num": "102", "occupied_by": 3, "room_type_id": 2}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:29.887Z"}', '2026-11-24 18:41:29.882338+00', '2026-11-24 18:41:29.891235+00'),
	(107, 'd569cffd-6828-4bac-bd65-d2debd2ca585', 'pms.rooms.room.3', 2, '{"id": "d569cffd-6828-4bac-bd65-d2debd2ca585", "data": {"clean": 1, "active": true, "room_id": 3, "room_num": "103", "occupied_by": 4, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:29.906Z"}', '2026-11-24 18:41:29.904348+00', '2026-11-24 18:41:29.91035+00'),
	(108, '056e5c04-b955-4df5-8c3d-6389047bc6cf', 'pms.rooms.room.5', 2, '{"id": "056e5c04-b955-4df5-8c3d-6389047bc6cf", "data": {"clean": 1, "active": true, "room_id": 5, "room_num": "105", "occupied_by": 5, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:29.924Z"}', '2026-11-24 18:41:29.922367+00', '2026-11-24 18:41:29.926267+00'),
	(110, '4410d404-1ee4-4262-8dcd-6a3ef009ebdf', 'pms.rooms.room.7', 2, '{"id": "4410d404-1ee4-4262-8dcd-6a3ef009ebdf", "data": {"clean": 1, "active": true, "room_id": 7, "room_num": "107", "occupied_by": 7, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:29.947Z"}', '2026-11-24 18:41:29.945037+00', '2026-11-24 18:41:29.949725+00'),
	(112, 'dd900ef0-4eb7-4bca-806b-aee70c3b54f5', 'pms.rooms.room.10', 2, '{"id": "dd900ef0-4eb7-4bca-806b-aee70c3b54f5", "data": {"clean": 1, "active": true, "room_id": 10, "room_num": "110", "occupied_by": 9, "room_type_id": 3}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:29.977Z"}', '2026-11-24 18:41:29.974918+00', '2026-11-24 18:41:29.979523+00'),
	(114, 'fb053373-5606-4302-8bb4-913a34ff5609', 'pms.rooms.room.11', 2, '{"id": "fb053373-5606-4302-8bb4-913a34ff5609", "data": {"clean": 1, "active": true, "room_id": 11, "room_num": "111", "occupied_by": 11, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.000Z"}', '2026-11-24 18:41:29.998627+00', '2026-11-24 18:41:30.002468+00'),
	(115, '1be22d27-ebb9-4352-b55a-d3877f375307', 'pms.rooms.room.16', 2, '{"id": "1be22d27-ebb9-4352-b55a-d3877f375307", "data": {"clean": 1, "active": true, "room_id": 16, "room_num": "116", "occupied_by": 12, "room_type_id": 3}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.009Z"}', '2026-11-24 18:41:30.007687+00', '2026-11-24 18:41:30.011442+00'),
	(117, 'dbf9703c-1551-4af5-bc16-8a6821c4f15c', 'pms.rooms.room.13', 2, '{"id": "dbf9703c-1551-4af5-bc16-8a6821c4f15c", "data": {"clean": 1, "active": true, "room_id": 13, "room_num": "113", "occupied_by": 14, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.039Z"}', '2026-11-24 18:41:30.038107+00', '2026-11-24 18:41:30.041378+00'),
	(118, '81522f6e-bc33-42c8-a9ce-b0a95d4c68fb', 'pms.rooms.room.15', 2, '{"id": "81522f6e-bc33-42c8-a9ce-b0a95d4c68fb", "data": {"clean": 1, "active": true, "room_id": 15, "room_num": "115", "occupied_by": 15, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.051Z"}', '2026-11-24 18:41:30.049934+00', '2026-11-24 18:41:30.057942+00'),
	(120, 'd75b5f07-7dcc-4699-a76a-50903dbcf76c', 'pms.rooms.room.17', 2, '{"id": "d75b5f07-7dcc-4699-a76a-50903dbcf76c", "data": {"clean": 1, "active": true, "room_id": 17, "room_num": "117", "occupied_by": 17, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.089Z"}', '2026-11-24 18:41:30.085393+00', '2026-11-24 18:41:30.091456+00'),
	(122, '4666aabe-9365-483b-9431-6f5f1ac2d3d1', 'pms.rooms.room.20', 2, '{"id": "4666aabe-9365-483b-9431-6f5f1ac2d3d1", "data": {"clean": 1, "active": true, "room_id": 20, "room_num": "120", "occupied_by": 19, "room_type_id": 3}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.106Z"}', '2026-11-24 18:41:30.103819+00', '2026-11-24 18:41:30.110201+00'),
	(123, 'c7775e95-9faa-42a5-bdc0-382042a47106', 'pms.rooms.room.19', 2, '{"id": "c7775e95-9faa-42a5-bdc0-382042a47106", "data": {"clean": 1, "active": true, "room_id": 19, "room_num": "119", "occupied_by": 20, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.118Z"}', '2026-11-24 18:41:30.114637+00', '2026-11-24 18:41:30.120234+00'),
	(124, 'ea706496-b644-4771-9590-8b7f2e8c3132', 'pms.rooms.room.21', 2, '{"id": "ea706496-b644-4771-9590-8b7f2e8c3132", "data": {"clean": 1, "active": true, "room_id": 21, "room_num": "121", "occupied_by": 21, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.129Z"}', '2026-11-24 18:41:30.126358+00', '2026-11-24 18:41:30.13139+00'),
	(126, 'a964afeb-d511-454e-865d-2b648635fa32', 'pms.rooms.room.22', 2, '{"id": "a964afeb-d511-454e-865d-2b648635fa32", "data": {"clean": 1, "active": true, "room_id": 22, "room_num": "122", "occupied_by": 23, "room_type_id": 2}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.152Z"}', '2026-11-24 18:41:30.151253+00', '2026-11-24 18:41:30.155182+00'),
	(3, 'a04521c5-6b38-495c-9809-2f4522b05116', 'pms.rooms.type.3', 1, '{"id": "a04521c5-6b38-495c-9809-2f4522b05116", "data": {"type": "Suite", "rate_cents": 12999, "room_count": 30, "room_type_id": 3}, "type": "rooms.type.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.595Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(4, '9c487ea4-5b6f-4d6d-980d-a2fa075c1be5', 'pms.rooms.room.1', 1, '{"id": "9c487ea4-5b6f-4d6d-980d-a2fa075c1be5", "data": {"clean": 1, "active": true, "room_id": 1, "room_num": "101", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.596Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(5, '2083846f-5d45-498d-9ac7-e62d443a217e', 'pms.rooms.room.2', 1, '{"id": "2083846f-5d45-498d-9ac7-e62d443a217e", "data": {"clean": 1, "active": true, "room_id": 2, "room_num": "102", "occupied_by": null, "room_type_id": 2}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.597Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(6, '62874af7-f480-45a5-aa70-446d301ce05d', 'pms.rooms.room.3', 1, '{"id": "62874af7-f480-45a5-aa70-446d301ce05d", "data": {"clean": 1, "active": true, "room_id": 3, "room_num": "103", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.598Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(7, '083b360d-fcc2-4559-a81c-87ba248216cd', 'pms.rooms.room.4', 1, '{"id": "083b360d-fcc2-4559-a81c-87ba248216cd", "data": {"clean": 1, "active": true, "room_id": 4, "room_num": "104", "occupied_by": null, "room_type_id": 2}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.599Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(8, '98236d64-6c97-441f-9d30-367b3c1c9718', 'pms.rooms.room.5', 1, '{"id": "98236d64-6c97-441f-9d30-367b3c1c9718", "data": {"clean": 1, "active": true, "room_id": 5, "room_num": "105", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.599Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(9, '32476466-0cf8-455b-b4bf-4b110d7c2ccb', 'pms.rooms.room.6', 1, '{"id": "32476466-0cf8-455b-b4bf-4b110d7c2ccb", "data": {"clean": 1, "active": true, "room_id": 6, "room_num": "106", "occupied_by": null, "room_type_id": 3}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.600Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(10, 'd053b0d3-befe-4f33-840c-9cfb626ed802', 'pms.rooms.room.7', 1, '{"id": "d053b0d3-befe-4f33-840c-9cfb626ed802", "data": {"clean": 1, "active": true, "room_id": 7, "room_num": "107", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.601Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(11, 'b1a7c281-0807-41a5-95de-40990ae7d296', 'pms.rooms.room.8', 1, '{"id": "b1a7c281-0807-41a5-95de-40990ae7d296", "data": {"clean": 1, "active": true, "room_id": 8, "room_num": "108", "occupied_by": null, "room_type_id": 3}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.601Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(12, '64e29e73-dc10-4db8-aae9-7288597b6312', 'pms.rooms.room.9', 1, '{"id": "64e29e73-dc10-4db8-aae9-7288597b6312", "data": {"clean": 1, "active": true, "room_id": 9, "room_num": "109", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.602Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(13, 'e040129a-4c4e-4b73-bee1-00431b985a62', 'pms.rooms.room.10', 1, '{"id": "e040129a-4c4e-4b73-bee1-00431b985a62", "data": {"clean": 1, "active": true, "room_id": 10, "room_num": "110", "occupied_by": null, "room_type_id": 3}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.602Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(14, 'ada5f1cf-229a-4d84-927e-2bf4a08a10cf', 'pms.rooms.room.11', 1, '{"id": "ada5f1cf-229a-4d84-927e-2bf4a08a10cf", "data": {"clean": 1, "active": true, "room_id": 11, "room_num": "111", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.603Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(15, 'bec98763-8f07-4901-84c5-9faff0aeaecf', 'pms.rooms.room.12', 1, '{"id": "bec98763-8f07-4901-84c5-9faff0aeaecf", "data": {"clean": 1, "active": true, "room_id": 12, "room_num": "112", "occupied_by": null, "room_type_id": 2}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.604Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(16, '674f10fa-717f-4561-8958-14793dbaa88b', 'pms.rooms.room.13', 1, '{"id": "674f10fa-717f-4561-8958-14793dbaa88b", "data": {"clean": 1, "active": true, "room_id": 13, "room_num": "113", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.604Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(17, 'ca0f7467-5d10-4a4f-9430-d7870ca22097', 'pms.rooms.room.14', 1, '{"id": "ca0f7467-5d10-4a4f-9430-d7870ca22097", "data": {"clean": 1, "active": true, "room_id": 14, "room_num": "114", "occupied_by": null, "room_type_id": 2}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.605Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(18, '29ee7757-23f8-4dc1-a574-6d93c8dd70a0', 'pms.rooms.room.15', 1, '{"id": "29ee7757-23f8-4dc1-a574-6d93c8dd70a0", "data": {"clean": 1, "active": true, "room_id": 15, "room_num": "115", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.605Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(19, '73fe4132-1854-475c-ac5f-e50d37fa8f76', 'pms.rooms.room.16', 1, '{"id": "73fe4132-1854-475c-ac5f-e50d37fa8f76", "data": {"clean": 1, "active": true, "room_id": 16, "room_num": "116", "occupied_by": null, "room_type_id": 3}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.606Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(20, '66b026e7-839e-4da2-a4e4-64f23ff719c3', 'pms.rooms.room.17', 1, '{"id": "66b026e7-839e-4da2-a4e4-64f23ff719c3", "data": {"clean": 1, "active": true, "room_id": 17, "room_num": "117", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.607Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(21, '19913e43-c39f-4924-9235-d1cccff45457', 'pms.rooms.room.18', 1, '{"id": "19913e43-c39f-4924-9235-d1cccff45457", "data": {"clean": 1, "active": true, "room_id": 18, "room_num": "118", "occupied_by": null, "room_type_id": 3}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.607Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(22, '7dd69ffe-effd-4181-9a51-60e8df7696b6', 'pms.rooms.room.19', 1, '{"id": "7dd69ffe-effd-4181-9a51-60e8df7696b6", "data": {"clean": 1, "active": true, "room_id": 19, "room_num": "119", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.608Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(23, 'b1a3425b-f830-4aed-a267-705ab767afd9', 'pms.rooms.room.20', 1, '{"id": "b1a3425b-f830-4aed-a267-705ab767afd9", "data": {"clean": 1, "active": true, "room_id": 20, "room_num": "120", "occupied_by": null, "room_type_id": 3}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.609Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(24, '93b82f54-f471-42e1-a1fa-e6e664c69996', 'pms.rooms.room.21', 1, '{"id": "93b82f54-f471-42e1-a1fa-e6e664c69996", "data": {"clean": 1, "active": true, "room_id": 21, "room_num": "121", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.609Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(25, '7c4122e1-717d-4d03-b939-31b918f2557c', 'pms.rooms.room.22', 1, '{"id": "7c4122e1-717d-4d03-b939-31b918f2557c", "data": {"clean": 1, "active": true, "room_id": 22, "room_num": "122", "occupied_by": null, "room_type_id": 2}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.610Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(26, '43647a10-d1c5-4cb6-a9d0-6940b36fe51b', 'pms.rooms.room.23', 1, '{"id": "43647a10-d1c5-4cb6-a9d0-6940b36fe51b", "data": {"clean": 1, "active": true, "room_id": 23, "room_num": "123", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.610Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(27, '497721ed-4b9a-46d3-bd83-b3eea9e35d9a', 'pms.rooms.room.24', 1, '{"id": "497721ed-4b9a-46d3-bd83-b3eea9e35d9a", "data": {"clean": 1, "active": true, "room_id": 24, "room_num": "124", "occupied_by": null, "room_type_id": 2}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.611Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(28, '58dc0080-0dce-4c04-bfae-b80948130dc7', 'pms.rooms.room.25', 1, '{"id": "58dc0080-0dce-4c04-bfae-b80948130dc7", "data": {"clean": 1, "active": true, "room_id": 25, "room_num": "125", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.612Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(29, 'fea22b47-a7b0-44e9-8042-85d37f32801c', 'pms.rooms.room.26', 1, '{"id": "fea22b47-a7b0-44e9-8042-85d37f32801c", "data": {"clean": 1, "active": true, "room_id": 26, "room_num": "126", "occupied_by": null, "room_type_id": 3}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.613Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(30, 'f8e261d9-8e94-4f18-912d-3a8ac77fe72b', 'pms.rooms.room.27', 1, '{"id": "f8e261d9-8e94-4f18-912d-3a8ac77fe72b", "data": {"clean": 1, "active": true, "room_id": 27, "room_num": "127", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.613Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(31, '2a52e508-7f19-498f-8da6-7dd233162ad0', 'pms.rooms.room.28', 1, '{"id": "2a52e508-7f19-498f-8da6-7dd233162ad0", "data": {"clean": 1, "active": true, "room_id": 28, "room_num": "128", "occupied_by": null, "room_type_id": 3}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.614Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(32, 'e7a04816-820a-4ffa-bb23-909a1c1871c8', 'pms.rooms.room.29', 1, '{"id": "e7a04816-820a-4ffa-bb23-909a1c1871c8", "data": {"clean": 1, "active": true, "room_id": 29, "room_num": "129", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.615Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(33, '0b9af623-b27e-4515-a912-fb6fc7359da1', 'pms.rooms.room.30', 1, '{"id": "0b9af623-b27e-4515-a912-fb6fc7359da1", "data": {"clean": 1, "active": true, "room_id": 30, "room_num": "130", "occupied_by": null, "room_type_id": 3}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.615Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(34, '575452f8-be29-4a37-a784-188d09e8055a', 'pms.rooms.room.31', 1, '{"id": "575452f8-be29-4a37-a784-188d09e8055a", "data": {"clean": 1, "active": true, "room_id": 31, "room_num": "131", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.616Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(35, 'b5e49661-68cd-4333-9343-a5b7eeba944b', 'pms.rooms.room.32', 1, '{"id": "b5e49661-68cd-4333-9343-a5b7eeba944b", "data": {"clean": 1, "active": true, "room_id": 32, "room_num": "132", "occupied_by": null, "room_type_id": 2}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.617Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(36, '4c2a8957-ec08-440f-911b-2584d1c5d434', 'pms.rooms.room.33', 1, '{"id": "4c2a8957-ec08-440f-911b-2584d1c5d434", "data": {"clean": 1, "active": true, "room_id": 33, "room_num": "133", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.617Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(37, '2b4d82de-cf69-4e75-a0e4-584673d3f511', 'pms.rooms.room.34', 1, '{"id": "2b4d82de-cf69-4e75-a0e4-584673d3f511", "data": {"clean": 1, "active": true, "room_id": 34, "room_num": "134", "occupied_by": null, "room_type_id": 2}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.618Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(38, 'd9098dea-dc5e-4bdb-ac80-bad468308570', 'pms.rooms.room.35', 1, '{"id": "d9098dea-dc5e-4bdb-ac80-bad468308570", "data": {"clean": 1, "active": true, "room_id": 35, "room_num": "135", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.619Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(39, '318668b6-f2fb-4cf1-a4c7-cae1d65abdc3', 'pms.rooms.room.36', 1, '{"id": "318668b6-f2fb-4cf1-a4c7-cae1d65abdc3", "data": {"clean": 1, "active": true, "room_id": 36, "room_num": "136", "occupied_by": null, "room_type_id": 3}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.619Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(40, 'bf196970-5761-44a2-ba55-e870f8dc9bf0', 'pms.rooms.room.37', 1, '{"id": "bf196970-5761-44a2-ba55-e870f8dc9bf0", "data": {"clean": 1, "active": true, "room_id": 37, "room_num": "137", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.620Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(41, 'fe6b6078-a695-47ca-b194-313398635c24', 'pms.rooms.room.38', 1, '{"id": "fe6b6078-a695-47ca-b194-313398635c24", "data": {"clean": 1, "active": true, "room_id": 38, "room_num": "138", "occupied_by": null, "room_type_id": 3}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.621Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(42, '5e40e6a8-245b-4f0a-bc91-7cb57ee4c1c9', 'pms.rooms.room.39', 1, '{"id": "5e40e6a8-245b-4f0a-bc91-7cb57ee4c1c9", "data": {"clean": 1, "active": true, "room_id": 39, "room_num": "139", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.621Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(43, 'ad144878-c4f6-4bdc-a797-722a1bf83c28', 'pms.rooms.room.40', 1, '{"id": "ad144878-c4f6-4bdc-a797-722a1bf83c28", "data": {"clean": 1, "active": true, "room_id": 40, "room_num": "140", "occupied_by": null, "room_type_id": 3}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.622Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(44, 'cf25701f-977b-4127-8056-57f58a825bb0', 'pms.rooms.room.41', 1, '{"id": "cf25701f-977b-4127-8056-57f58a825bb0", "data": {"clean": 1, "active": true, "room_id": 41, "room_num": "141", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.622Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(45, 'ee1933aa-158a-41ea-b036-a10e0ad66dba', 'pms.rooms.room.42', 1, '{"id": "ee1933aa-158a-41ea-b036-a10e0ad66dba", "data": {"clean": 1, "active": true, "room_id": 42, "room_num": "142", "occupied_by": null, "room_type_id": 2}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.623Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(46, '358d31c2-7ef8-43d6-ab27-c8ded78191db', 'pms.rooms.room.43', 1, '{"id": "358d31c2-7ef8-43d6-ab27-c8ded78191db", "data": {"clean": 1, "active": true, "room_id": 43, "room_num": "143", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.624Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(47, 'aadd48bd-73be-48f5-93cc-42d54b104922', 'pms.rooms.room.44', 1, '{"id": "aadd48bd-73be-48f5-93cc-42d54b104922", "data": {"clean": 1, "active": true, "room_id": 44, "room_num": "144", "occupied_by": null, "room_type_id": 2}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.624Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(48, 'c4cea5a3-1b99-408c-b7dd-0fe6ec184c6b', 'pms.rooms.room.45', 1, '{"id": "c4cea5a3-1b99-408c-b7dd-0fe6ec184c6b", "data": {"clean": 1, "active": true, "room_id": 45, "room_num": "145", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.625Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(49, '101b5b3e-117d-4e6e-ba5e-d5f30f9bb1d0', 'pms.rooms.room.46', 1, '{"id": "101b5b3e-117d-4e6e-ba5e-d5f30f9bb1d0", "data": {"clean": 1, "active": true, "room_id": 46, "room_num": "146", "occupied_by": null, "room_type_id": 3}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.626Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(50, '3c4247c4-d462-47fc-a62c-e40bd8a50b12', 'pms.rooms.room.47', 1, '{"id": "3c4247c4-d462-47fc-a62c-e40bd8a50b12", "data": {"clean": 1, "active": true, "room_id": 47, "room_num": "147", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.626Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(51, 'b3031a3b-b687-4d10-827d-4b572b19aa85', 'pms.rooms.room.48', 1, '{"id": "b3031a3b-b687-4d10-827d-4b572b19aa85", "data": {"clean": 1, "active": true, "room_id": 48, "room_num": "148", "occupied_by": null, "room_type_id": 3}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.627Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(52, '78aeddec-2495-44b8-9fe0-72dec12a8ae9', 'pms.rooms.room.49', 1, '{"id": "78aeddec-2495-44b8-9fe0-72dec12a8ae9", "data": {"clean": 1, "active": true, "room_id": 49, "room_num": "149", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.628Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(53, 'd9634309-7f74-4ed5-8c50-a97113c3e88b', 'pms.rooms.room.50', 1, '{"id": "d9634309-7f74-4ed5-8c50-a97113c3e88b", "data": {"clean": 1, "active": true, "room_id": 50, "room_num": "150", "occupied_by": null, "room_type_id": 3}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.628Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(54, 'e41bc786-262b-48f4-9238-ffcdcf1e6115', 'pms.rooms.room.51', 1, '{"id": "e41bc786-262b-48f4-9238-ffcdcf1e6115", "data": {"clean": 1, "active": true, "room_id": 51, "room_num": "201", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.629Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(55, '62152a77-45d8-493e-b092-afc952184a3f', 'pms.rooms.room.52', 1, '{"id": "62152a77-45d8-493e-b092-afc952184a3f", "data": {"clean": 1, "active": true, "room_id": 52, "room_num": "202", "occupied_by": null, "room_type_id": 2}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.629Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(56, 'ec1bdae1-cd36-43f2-a62d-f50c7a26b4eb', 'pms.rooms.room.53', 1, '{"id": "ec1bdae1-cd36-43f2-a62d-f50c7a26b4eb", "data": {"clean": 1, "active": true, "room_id": 53, "room_num": "203", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.630Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(57, 'f0d3571f-bd0f-4c80-a2b5-f79d4afb163c', 'pms.rooms.room.54', 1, '{"id": "f0d3571f-bd0f-4c80-a2b5-f79d4afb163c", "data": {"clean": 1, "active": true, "room_id": 54, "room_num": "204", "occupied_by": null, "room_type_id": 2}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.631Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(58, '0132a7c5-d711-4fa1-93c3-fdeaca54ecbf', 'pms.rooms.room.55', 1, '{"id": "0132a7c5-d711-4fa1-93c3-fdeaca54ecbf", "data": {"clean": 1, "active": true, "room_id": 55, "room_num": "205", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.632Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(59, '930a6aff-96b3-473f-abee-9e0a9c40156e', 'pms.rooms.room.56', 1, '{"id": "930a6aff-96b3-473f-abee-9e0a9c40156e", "data": {"clean": 1, "active": true, "room_id": 56, "room_num": "206", "occupied_by": null, "room_type_id": 3}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.632Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(60, '92d9ae45-e0f8-495d-8369-973818ea1a68', 'pms.rooms.room.57', 1, '{"id": "92d9ae45-e0f8-495d-8369-973818ea1a68", "data": {"clean": 1, "active": true, "room_id": 57, "room_num": "207", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.633Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(61, '969e2d44-4612-4bcb-930d-6e1429604169', 'pms.rooms.room.58', 1, '{"id": "969e2d44-4612-4bcb-930d-6e1429604169", "data": {"clean": 1, "active": true, "room_id": 58, "room_num": "208", "occupied_by": null, "room_type_id": 3}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.634Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(62, '3e253cfa-62e2-41b4-969b-0f6caa92e96d', 'pms.rooms.room.59', 1, '{"id": "3e253cfa-62e2-41b4-969b-0f6caa92e96d", "data": {"clean": 1, "active": true, "room_id": 59, "room_num": "209", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.634Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(63, '19ad7730-cbce-47dc-be55-71259d0fc8f8', 'pms.rooms.room.60', 1, '{"id": "19ad7730-cbce-47dc-be55-71259d0fc8f8", "data": {"clean": 1, "active": true, "room_id": 60, "room_num": "210", "occupied_by": null, "room_type_id": 3}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.635Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(64, '17f1bf79-6f88-4669-8842-cfeb45504faa', 'pms.rooms.room.61', 1, '{"id": "17f1bf79-6f88-4669-8842-cfeb45504faa", "data": {"clean": 1, "active": true, "room_id": 61, "room_num": "211", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.635Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(65, '646e1c47-6093-4d7f-8511-ae435c220cb6', 'pms.rooms.room.62', 1, '{"id": "646e1c47-6093-4d7f-8511-ae435c220cb6", "data": {"clean": 1, "active": true, "room_id": 62, "room_num": "212", "occupied_by": null, "room_type_id": 2}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.636Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(66, '1d6532c9-b9f1-452d-bba2-11acf4795a95', 'pms.rooms.room.63', 1, '{"id": "1d6532c9-b9f1-452d-bba2-11acf4795a95", "data": {"clean": 1, "active": true, "room_id": 63, "room_num": "213", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.636Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(67, 'a9d93f12-5eca-42d6-9fff-b80f1cb15733', 'pms.rooms.room.64', 1, '{"id": "a9d93f12-5eca-42d6-9fff-b80f1cb15733", "data": {"clean": 1, "active": true, "room_id": 64, "room_num": "214", "occupied_by": null, "room_type_id": 2}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.637Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(68, '33ce07f5-d54f-41b2-b4b1-4afe6dcb2015', 'pms.rooms.room.65', 1, '{"id": "33ce07f5-d54f-41b2-b4b1-4afe6dcb2015", "data": {"clean": 1, "active": true, "room_id": 65, "room_num": "215", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.637Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(69, '789c6e37-9ea6-4628-90cb-ad77fd8e0f5a', 'pms.rooms.room.66', 1, '{"id": "789c6e37-9ea6-4628-90cb-ad77fd8e0f5a", "data": {"clean": 1, "active": true, "room_id": 66, "room_num": "216", "occupied_by": null, "room_type_id": 3}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.638Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(70, '5c6f92a1-f9d1-4ac3-876d-856cb66b9b01', 'pms.rooms.room.67', 1, '{"id": "5c6f92a1-f9d1-4ac3-876d-856cb66b9b01", "data": {"clean": 1, "active": true, "room_id": 67, "room_num": "217", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.639Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(71, '1b7a6df0-0a1e-4ee8-a0f0-8a8d93358a89', 'pms.rooms.room.68', 1, '{"id": "1b7a6df0-0a1e-4ee8-a0f0-8a8d93358a89", "data": {"clean": 1, "active": true, "room_id": 68, "room_num": "218", "occupied_by": null, "room_type_id": 3}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.639Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(72, 'd22a6036-e89a-4cdd-b6d8-888b3c1bd454', 'pms.rooms.room.69', 1, '{"id": "d22a6036-e89a-4cdd-b6d8-888b3c1bd454", "data": {"clean": 1, "active": true, "room_id": 69, "room_num": "219", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.640Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(73, 'ff6d6ece-d8a8-4a98-862a-9050d2d00561', 'pms.rooms.room.70', 1, '{"id": "ff6d6ece-d8a8-4a98-862a-9050d2d00561", "data": {"clean": 1, "active": true, "room_id": 70, "room_num": "220", "occupied_by": null, "room_type_id": 3}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.640Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(74, '5dd30680-de00-4264-8d8b-6a15e47cc4e8', 'pms.rooms.room.71', 1, '{"id": "5dd30680-de00-4264-8d8b-6a15e47cc4e8", "data": {"clean": 1, "active": true, "room_id": 71, "room_num": "221", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.641Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(75, 'abb0b374-592f-40c3-9d1a-f82a03a6b6e6', 'pms.rooms.room.72', 1, '{"id": "abb0b374-592f-40c3-9d1a-f82a03a6b6e6", "data": {"clean": 1, "active": true, "room_id": 72, "room_num": "222", "occupied_by": null, "room_type_id": 2}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.642Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(76, '9311ad55-41eb-4af1-a3d6-0d2c7a3ec991', 'pms.rooms.room.73', 1, '{"id": "9311ad55-41eb-4af1-a3d6-0d2c7a3ec991", "data": {"clean": 1, "active": true, "room_id": 73, "room_num": "223", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.642Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(77, '2aff6b11-c88d-43f8-a8a8-b6feb002fd42', 'pms.rooms.room.74', 1, '{"id": "2aff6b11-c88d-43f8-a8a8-b6feb002fd42", "data": {"clean": 1, "active": true, "room_id": 74, "room_num": "224", "occupied_by": null, "room_type_id": 2}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.643Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(78, 'e76e84ca-9d58-4748-bbae-7a8bec6d5b3f', 'pms.rooms.room.75', 1, '{"id": "e76e84ca-9d58-4748-bbae-7a8bec6d5b3f", "data": {"clean": 1, "active": true, "room_id": 75, "room_num": "225", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.643Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(79, '3a87051e-cd34-4834-834b-1cab13f8a330', 'pms.rooms.room.76', 1, '{"id": "3a87051e-cd34-4834-834b-1cab13f8a330", "data": {"clean": 1, "active": true, "room_id": 76, "room_num": "226", "occupied_by": null, "room_type_id": 3}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.644Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(80, 'fbb1ca61-11c2-474a-b8de-57e9db516a72', 'pms.rooms.room.77', 1, '{"id": "fbb1ca61-11c2-474a-b8de-57e9db516a72", "data": {"clean": 1, "active": true, "room_id": 77, "room_num": "227", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.644Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(81, 'c7bd9341-4056-463e-9788-7d0cee7134cf', 'pms.rooms.room.78', 1, '{"id": "c7bd9341-4056-463e-9788-7d0cee7134cf", "data": {"clean": 1, "active": true, "room_id": 78, "room_num": "228", "occupied_by": null, "room_type_id": 3}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.645Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(82, '5a6d3880-4928-4b8a-abea-fb3c4af44e1e', 'pms.rooms.room.79', 1, '{"id": "5a6d3880-4928-4b8a-abea-fb3c4af44e1e", "data": {"clean": 1, "active": true, "room_id": 79, "room_num": "229", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.645Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(83, 'acba3aaa-74c6-4646-9497-0506ccfbc57b', 'pms.rooms.room.80', 1, '{"id": "acba3aaa-74c6-4646-9497-0506ccfbc57b", "data": {"clean": 1, "active": true, "room_id": 80, "room_num": "230", "occupied_by": null, "room_type_id": 3}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.646Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(84, '01e81849-54e2-40bd-a300-241d5408ce98', 'pms.rooms.room.81', 1, '{"id": "01e81849-54e2-40bd-a300-241d5408ce98", "data": {"clean": 1, "active": true, "room_id": 81, "room_num": "231", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.646Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(85, '3c9cd608-ee5b-4fef-b770-3adc49cdcb47', 'pms.rooms.room.82', 1, '{"id": "3c9cd608-ee5b-4fef-b770-3adc49cdcb47", "data": {"clean": 1, "active": true, "room_id": 82, "room_num": "232", "occupied_by": null, "room_type_id": 2}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.647Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(86, '3e6448a7-5aa6-4efc-9af1-d9f8c4c97015', 'pms.rooms.room.83', 1, '{"id": "3e6448a7-5aa6-4efc-9af1-d9f8c4c97015", "data": {"clean": 1, "active": true, "room_id": 83, "room_num": "233", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.647Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(87, '50ab4f6e-236d-4125-bb0d-a85be34f1721', 'pms.rooms.room.84', 1, '{"id": "50ab4f6e-236d-4125-bb0d-a85be34f1721", "data": {"clean": 1, "active": true, "room_id": 84, "room_num": "234", "occupied_by": null, "room_type_id": 2}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.648Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(88, '7175d0b6-9d85-47c4-a104-53e9db58930f', 'pms.rooms.room.85', 1, '{"id": "7175d0b6-9d85-47c4-a104-53e9db58930f", "data": {"clean": 1, "active": true, "room_id": 85, "room_num": "235", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.648Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(89, '64566c98-1956-4bc2-b0ed-a0272c08e193', 'pms.rooms.room.86', 1, '{"id": "64566c98-1956-4bc2-b0ed-a0272c08e193", "data": {"clean": 1, "active": true, "room_id": 86, "room_num": "236", "occupied_by": null, "room_type_id": 3}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.649Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(90, '68593232-5edb-4857-87d3-54dade2e573f', 'pms.rooms.room.87', 1, '{"id": "68593232-5edb-4857-87d3-54dade2e573f", "data": {"clean": 1, "active": true, "room_id": 87, "room_num": "237", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.649Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(91, 'bf15cd64-f9ae-49d8-b562-6cb183b3699f', 'pms.rooms.room.88', 1, '{"id": "bf15cd64-f9ae-49d8-b562-6cb183b3699f", "data": {"clean": 1, "active": true, "room_id": 88, "room_num": "238", "occupied_by": null, "room_type_id": 3}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.650Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(92, '0ea5fdce-f960-43b4-ba15-be93a64e2cc1', 'pms.rooms.room.89', 1, '{"id": "0ea5fdce-f960-43b4-ba15-be93a64e2cc1", "data": {"clean": 1, "active": true, "room_id": 89, "room_num": "239", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.651Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(93, '1e0b5d10-fca9-4444-9763-2c50bff9eb01', 'pms.rooms.room.90', 1, '{"id": "1e0b5d10-fca9-4444-9763-2c50bff9eb01", "data": {"clean": 1, "active": true, "room_id": 90, "room_num": "240", "occupied_by": null, "room_type_id": 3}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.652Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(94, '25a17330-cfcf-49a2-a565-28f323990036', 'pms.rooms.room.91', 1, '{"id": "25a17330-cfcf-49a2-a565-28f323990036", "data": {"clean": 1, "active": true, "room_id": 91, "room_num": "241", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.652Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(95, 'aac53dff-4bfd-4fd2-8d2c-1cc186721df8', 'pms.rooms.room.92', 1, '{"id": "aac53dff-4bfd-4fd2-8d2c-1cc186721df8", "data": {"clean": 1, "active": true, "room_id": 92, "room_num": "242", "occupied_by": null, "room_type_id": 2}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.653Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(96, '5b6eddc8-0cc8-42df-9d19-ea3e33eaeac9', 'pms.rooms.room.93', 1, '{"id": "5b6eddc8-0cc8-42df-9d19-ea3e33eaeac9", "data": {"clean": 1, "active": true, "room_id": 93, "room_num": "243", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.653Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(97, '20232989-4a5f-4923-aeb6-3a885548718d', 'pms.rooms.room.94', 1, '{"id": "20232989-4a5f-4923-aeb6-3a885548718d", "data": {"clean": 1, "active": true, "room_id": 94, "room_num": "244", "occupied_by": null, "room_type_id": 2}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.654Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(98, '735007f2-f8ba-4c2c-977a-f38dc504959b', 'pms.rooms.room.95', 1, '{"id": "735007f2-f8ba-4c2c-977a-f38dc504959b", "data": {"clean": 1, "active": true, "room_id": 95, "room_num": "245", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.654Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(99, 'cc382d26-4c24-4f64-9d05-9c5d8308176a', 'pms.rooms.room.96', 1, '{"id": "cc382d26-4c24-4f64-9d05-9c5d8308176a", "data": {"clean": 1, "active": true, "room_id": 96, "room_num": "246", "occupied_by": null, "room_type_id": 3}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.655Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(100, 'ce1b2570-fe4b-402a-95dd-ee489a85f252', 'pms.rooms.room.97', 1, '{"id": "ce1b2570-fe4b-402a-95dd-ee489a85f252", "data": {"clean": 1, "active": true, "room_id": 97, "room_num": "247", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 1, "occurredAt": "2026-11-24T18:41:28.655Z"}', '2026-11-24 18:41:28.576532+00', '2026-11-24 18:41:28.66625+00'),
	(104, 'b469534f-551f-448b-822f-67d57c72042d', 'pms.rooms.room.1', 2, '{"id": "b469534f-551f-448b-822f-67d57c72042d", "data": {"clean": 1, "active": true, "room_id": 1, "room_num": "101", "occupied_by": 1, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:29.846Z"}', '2026-11-24 18:41:29.841201+00', '2026-11-24 18:41:29.849294+00'),
	(105, '98d1073d-4f21-4b84-ad1f-27e4677815e7', 'pms.rooms.room.6', 2, '{"id": "98d1073d-4f21-4b84-ad1f-27e4677815e7", "data": {"clean": 1, "active": true, "room_id": 6, "room_num": "106", "occupied_by": 2, "room_type_id": 3}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:29.867Z"}', '2026-11-24 18:41:29.865409+00', '2026-11-24 18:41:29.870214+00'),
	(109, 'f3acd01b-653e-43ee-846a-3b075d4f4db6', 'pms.rooms.room.8', 2, '{"id": "f3acd01b-653e-43ee-846a-3b075d4f4db6", "data": {"clean": 1, "active": true, "room_id": 8, "room_num": "108", "occupied_by": 6, "room_type_id": 3}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:29.937Z"}', '2026-11-24 18:41:29.933379+00', '2026-11-24 18:41:29.940055+00'),
	(111, '697f9f76-2539-47e7-a64f-47cbf3326d7f', 'pms.rooms.room.4', 2, '{"id": "697f9f76-2539-47e7-a64f-47cbf3326d7f", "data": {"clean": 1, "active": true, "room_id": 4, "room_num": "104", "occupied_by": 8, "room_type_id": 2}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:29.965Z"}', '2026-11-24 18:41:29.962404+00', '2026-11-24 18:41:29.967206+00'),
	(113, '2b7d9ed1-dce5-4edb-beb3-ec1b4e844315', 'pms.rooms.room.9', 2, '{"id": "2b7d9ed1-dce5-4edb-beb3-ec1b4e844315", "data": {"clean": 1, "active": true, "room_id": 9, "room_num": "109", "occupied_by": 10, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:29.990Z"}', '2026-11-24 18:41:29.98857+00', '2026-11-24 18:41:29.99321+00'),
	(116, 'd8d57207-a680-4aac-b3e1-ea22caaad143', 'pms.rooms.room.12', 2, '{"id": "d8d57207-a680-4aac-b3e1-ea22caaad143", "data": {"clean": 1, "active": true, "room_id": 12, "room_num": "112", "occupied_by": 13, "room_type_id": 2}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.020Z"}', '2026-11-24 18:41:30.018245+00', '2026-11-24 18:41:30.023317+00'),
	(119, 'a277760a-1f6c-4b04-a7b6-e99a975d565c', 'pms.rooms.room.18', 2, '{"id": "a277760a-1f6c-4b04-a7b6-e99a975d565c", "data": {"clean": 1, "active": true, "room_id": 18, "room_num": "118", "occupied_by": 16, "room_type_id": 3}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.075Z"}', '2026-11-24 18:41:30.07053+00', '2026-11-24 18:41:30.079237+00'),
	(121, '7367217c-e98d-490e-98d5-6e906a9e69d8', 'pms.rooms.room.14', 2, '{"id": "7367217c-e98d-490e-98d5-6e906a9e69d8", "data": {"clean": 1, "active": true, "room_id": 14, "room_num": "114", "occupied_by": 18, "room_type_id": 2}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.098Z"}', '2026-11-24 18:41:30.095842+00', '2026-11-24 18:41:30.100734+00'),
	(125, '40998b6f-18ba-4a0b-bb03-48f98eabe07d', 'pms.rooms.room.26', 2, '{"id": "40998b6f-18ba-4a0b-bb03-48f98eabe07d", "data": {"clean": 1, "active": true, "room_id": 26, "room_num": "126", "occupied_by": 22, "room_type_id": 3}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.141Z"}', '2026-11-24 18:41:30.138157+00', '2026-11-24 18:41:30.144327+00'),
	(127, '7392fc31-4d8c-468b-9737-ebd5ac451f13', 'pms.rooms.room.23', 2, '{"id": "7392fc31-4d8c-468b-9737-ebd5ac451f13", "data": {"clean": 1, "active": true, "room_id": 23, "room_num": "123", "occupied_by": 24, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.165Z"}', '2026-11-24 18:41:30.162522+00', '2026-11-24 18:41:30.168577+00'),
	(128, '50ec6d1e-80a6-4343-bb3e-7a29a1280691', 'pms.rooms.room.25', 2, '{"id": "50ec6d1e-80a6-4343-bb3e-7a29a1280691", "data": {"clean": 1, "active": true, "room_id": 25, "room_num": "125", "occupied_by": 25, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.176Z"}', '2026-11-24 18:41:30.17392+00', '2026-11-24 18:41:30.179455+00'),
	(129, 'c2feaedc-43cb-4861-9e83-292c205268f3', 'pms.rooms.room.28', 2, '{"id": "c2feaedc-43cb-4861-9e83-292c205268f3", "data": {"clean": 1, "active": true, "room_id": 28, "room_num": "128", "occupied_by": 26, "room_type_id": 3}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.188Z"}', '2026-11-24 18:41:30.185918+00', '2026-11-24 18:41:30.191958+00'),
	(130, '5813b692-8dab-4704-90e9-de9804765ec5', 'pms.rooms.room.27', 2, '{"id": "5813b692-8dab-4704-90e9-de9804765ec5", "data": {"clean": 1, "active": true, "room_id": 27, "room_num": "127", "occupied_by": 27, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.200Z"}', '2026-11-24 18:41:30.196959+00', '2026-11-24 18:41:30.203151+00'),
	(131, '9cd4c6e6-a79e-43de-a7c9-bcd629565219', 'pms.rooms.room.24', 2, '{"id": "9cd4c6e6-a79e-43de-a7c9-bcd629565219", "data": {"clean": 1, "active": true, "room_id": 24, "room_num": "124", "occupied_by": 28, "room_type_id": 2}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.210Z"}', '2026-11-24 18:41:30.208984+00', '2026-11-24 18:41:30.213078+00'),
	(132, '2bb88427-e1e5-46a7-9838-5a855cdc8911', 'pms.rooms.room.30', 2, '{"id": "2bb88427-e1e5-46a7-9838-5a855cdc8911", "data": {"clean": 1, "active": true, "room_id": 30, "room_num": "130", "occupied_by": 29, "room_type_id": 3}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.220Z"}', '2026-11-24 18:41:30.218891+00', '2026-11-24 18:41:30.222394+00'),
	(133, '7eb3e022-e0bd-43e3-ba35-689b1998e131', 'pms.rooms.room.29', 2, '{"id": "7eb3e022-e0bd-43e3-ba35-689b1998e131", "data": {"clean": 1, "active": true, "room_id": 29, "room_num": "129", "occupied_by": 30, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.228Z"}', '2026-11-24 18:41:30.226557+00', '2026-11-24 18:41:30.231532+00'),
	(134, '13a8d554-3923-4f67-aa6d-05621d6e41ad', 'pms.rooms.room.31', 2, '{"id": "13a8d554-3923-4f67-aa6d-05621d6e41ad", "data": {"clean": 1, "active": true, "room_id": 31, "room_num": "131", "occupied_by": 31, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.237Z"}', '2026-11-24 18:41:30.235735+00', '2026-11-24 18:41:30.239219+00'),
	(135, 'c2c8eb29-47b7-45db-9b3b-14e35f62f2cd', 'pms.rooms.room.36', 2, '{"id": "c2c8eb29-47b7-45db-9b3b-14e35f62f2cd", "data": {"clean": 1, "active": true, "room_id": 36, "room_num": "136", "occupied_by": 32, "room_type_id": 3}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.244Z"}', '2026-11-24 18:41:30.243697+00', '2026-11-24 18:41:30.247618+00'),
	(136, 'e6464f82-1f05-4648-89b9-31f3d6fd934e', 'pms.rooms.room.32', 2, '{"id": "e6464f82-1f05-4648-89b9-31f3d6fd934e", "data": {"clean": 1, "active": true, "room_id": 32, "room_num": "132", "occupied_by": 33, "room_type_id": 2}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.252Z"}', '2026-11-24 18:41:30.250562+00', '2026-11-24 18:41:30.254143+00'),
	(137, '06a22a50-b992-49f9-bac1-d0582e1deea9', 'pms.rooms.room.33', 2, '{"id": "06a22a50-b992-49f9-bac1-d0582e1deea9", "data": {"clean": 1, "active": true, "room_id": 33, "room_num": "133", "occupied_by": 34, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.262Z"}', '2026-11-24 18:41:30.259274+00', '2026-11-24 18:41:30.26551+00'),
	(138, '9828bc19-fb77-40b8-838d-b0967ae04bcf', 'pms.rooms.room.35', 2, '{"id": "9828bc19-fb77-40b8-838d-b0967ae04bcf", "data": {"clean": 1, "active": true, "room_id": 35, "room_num": "135", "occupied_by": 35, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.272Z"}', '2026-11-24 18:41:30.270532+00', '2026-11-24 18:41:30.274089+00'),
	(140, '5ca0dec4-f5ee-4e6a-a587-c9891f502045', 'pms.rooms.room.37', 2, '{"id": "5ca0dec4-f5ee-4e6a-a587-c9891f502045", "data": {"clean": 1, "active": true, "room_id": 37, "room_num": "137", "occupied_by": 37, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.291Z"}', '2026-11-24 18:41:30.289753+00', '2026-11-24 18:41:30.293135+00'),
	(144, '401e02fb-75ee-4b16-ab74-48d2f9c7934c', 'pms.rooms.room.41', 2, '{"id": "401e02fb-75ee-4b16-ab74-48d2f9c7934c", "data": {"clean": 1, "active": true, "room_id": 41, "room_num": "141", "occupied_by": 41, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.336Z"}', '2026-11-24 18:41:30.333937+00', '2026-11-24 18:41:30.338186+00'),
	(147, 'cec49082-8211-4221-ae6a-53920973feb9', 'pms.rooms.room.43', 2, '{"id": "cec49082-8211-4221-ae6a-53920973feb9", "data": {"clean": 1, "active": true, "room_id": 43, "room_num": "143", "occupied_by": 44, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.379Z"}', '2026-11-24 18:41:30.377383+00', '2026-11-24 18:41:30.382239+00'),
	(149, 'dfa7f599-330b-4cf3-8728-1201b46f434c', 'pms.rooms.room.48', 2, '{"id": "dfa7f599-330b-4cf3-8728-1201b46f434c", "data": {"clean": 1, "active": true, "room_id": 48, "room_num": "148", "occupied_by": 46, "room_type_id": 3}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.399Z"}', '2026-11-24 18:41:30.396692+00', '2026-11-24 18:41:30.402644+00'),
	(150, 'd6e74663-b9d6-4117-ba2f-3fbaef0d0bbe', 'pms.rooms.room.47', 2, '{"id": "d6e74663-b9d6-4117-ba2f-3fbaef0d0bbe", "data": {"clean": 1, "active": true, "room_id": 47, "room_num": "147", "occupied_by": 47, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.407Z"}', '2026-11-24 18:41:30.406369+00', '2026-11-24 18:41:30.411295+00'),
	(154, '92a837a2-065a-44fd-bd72-349dfabe5c95', 'pms.rooms.room.51', 2, '{"id": "92a837a2-065a-44fd-bd72-349dfabe5c95", "data": {"clean": 1, "active": true, "room_id": 51, "room_num": "201", "occupied_by": 51, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.445Z"}', '2026-11-24 18:41:30.443697+00', '2026-11-24 18:41:30.447126+00'),
	(156, 'bd0a2091-aaa0-4e92-9dfd-45e1ae8fd631', 'pms.rooms.room.52', 2, '{"id": "bd0a2091-aaa0-4e92-9dfd-45e1ae8fd631", "data": {"clean": 1, "active": true, "room_id": 52, "room_num": "202", "occupied_by": 53, "room_type_id": 2}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.460Z"}', '2026-11-24 18:41:30.458894+00', '2026-11-24 18:41:30.46312+00'),
	(161, '46c9790b-531a-4efb-9e55-b06533912fe5', 'pms.rooms.room.54', 2, '{"id": "46c9790b-531a-4efb-9e55-b06533912fe5", "data": {"clean": 1, "active": true, "room_id": 54, "room_num": "204", "occupied_by": 58, "room_type_id": 2}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.500Z"}', '2026-11-24 18:41:30.498882+00', '2026-11-24 18:41:30.502309+00'),
	(162, '24fa62c2-58ae-4564-a184-cfc5fa4b4a28', 'pms.rooms.room.60', 2, '{"id": "24fa62c2-58ae-4564-a184-cfc5fa4b4a28", "data": {"clean": 1, "active": true, "room_id": 60, "room_num": "210", "occupied_by": 59, "room_type_id": 3}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.507Z"}', '2026-11-24 18:41:30.506171+00', '2026-11-24 18:41:30.509341+00'),
	(164, '1681274f-d9f0-4231-9ffa-fcff06c057ee', 'pms.rooms.room.61', 2, '{"id": "1681274f-d9f0-4231-9ffa-fcff06c057ee", "data": {"clean": 1, "active": true, "room_id": 61, "room_num": "211", "occupied_by": 61, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.525Z"}', '2026-11-24 18:41:30.523458+00', '2026-11-24 18:41:30.528136+00'),
	(166, '26851734-ea9f-4225-a1a1-f9d55d8e924b', 'pms.rooms.room.62', 2, '{"id": "26851734-ea9f-4225-a1a1-f9d55d8e924b", "data": {"clean": 1, "active": true, "room_id": 62, "room_num": "212", "occupied_by": 63, "room_type_id": 2}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.544Z"}', '2026-11-24 18:41:30.543764+00', '2026-11-24 18:41:30.547139+00'),
	(168, '2dd71bb3-36d3-4bab-ad93-8357027a607d', 'pms.rooms.room.65', 2, '{"id": "2dd71bb3-36d3-4bab-ad93-8357027a607d", "data": {"clean": 1, "active": true, "room_id": 65, "room_num": "215", "occupied_by": 65, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.561Z"}', '2026-11-24 18:41:30.560235+00', '2026-11-24 18:41:30.564412+00'),
	(170, '4c7c9a73-751b-487a-a44c-543ffcd5301b', 'pms.rooms.room.67', 2, '{"id": "4c7c9a73-751b-487a-a44c-543ffcd5301b", "data": {"clean": 1, "active": true, "room_id": 67, "room_num": "217", "occupied_by": 67, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.576Z"}', '2026-11-24 18:41:30.57416+00', '2026-11-24 18:41:30.578135+00'),
	(172, '82926db5-3089-42e2-9526-33f1af0441f0', 'pms.rooms.room.70', 2, '{"id": "82926db5-3089-42e2-9526-33f1af0441f0", "data": {"clean": 1, "active": true, "room_id": 70, "room_num": "220", "occupied_by": 69, "room_type_id": 3}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.589Z"}', '2026-11-24 18:41:30.587325+00', '2026-11-24 18:41:30.590199+00'),
	(181, '13cc91a2-96b5-4237-b89b-f0e98c1eb019', 'pms.rooms.room.74', 2, '{"id": "13cc91a2-96b5-4237-b89b-f0e98c1eb019", "data": {"clean": 1, "active": true, "room_id": 74, "room_num": "224", "occupied_by": 78, "room_type_id": 2}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.646Z"}', '2026-11-24 18:41:30.645027+00', '2026-11-24 18:41:30.648916+00'),
	(183, '30c79c4f-1789-4d46-b1d8-d2edfe59b49e', 'pms.rooms.room.79', 2, '{"id": "30c79c4f-1789-4d46-b1d8-d2edfe59b49e", "data": {"clean": 1, "active": true, "room_id": 79, "room_num": "229", "occupied_by": 80, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.661Z"}', '2026-11-24 18:41:30.659209+00', '2026-11-24 18:41:30.663201+00'),
	(184, 'f248bf59-1bdf-415a-8cb3-c33ee998432e', 'pms.rooms.room.82', 2, '{"id": "f248bf59-1bdf-415a-8cb3-c33ee998432e", "data": {"clean": 1, "active": true, "room_id": 82, "room_num": "232", "occupied_by": 93, "room_type_id": 2}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:35.287Z"}', '2026-11-24 18:41:35.285591+00', '2026-11-24 18:41:35.28999+00'),
	(185, '72a18cf7-b06e-4ffb-9ad8-bcbca623c3cd', 'pms.rooms.room.1', 3, '{"id": "72a18cf7-b06e-4ffb-9ad8-bcbca623c3cd", "data": {"clean": 0, "active": true, "room_id": 1, "room_num": "101", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 3, "occurredAt": "2026-11-24T18:41:37.791Z"}', '2026-11-24 18:41:37.782472+00', '2026-11-24 18:41:37.802397+00'),
	(139, '33aa985a-be9e-4132-9922-b0d0596e8f1f', 'pms.rooms.room.38', 2, '{"id": "33aa985a-be9e-4132-9922-b0d0596e8f1f", "data": {"clean": 1, "active": true, "room_id": 38, "room_num": "138", "occupied_by": 36, "room_type_id": 3}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.282Z"}', '2026-11-24 18:41:30.279596+00', '2026-11-24 18:41:30.284411+00'),
	(141, 'bb5477c1-6420-48f2-9282-19e985c2e3f7', 'pms.rooms.room.34', 2, '{"id": "bb5477c1-6420-48f2-9282-19e985c2e3f7", "data": {"clean": 1, "active": true, "room_id": 34, "room_num": "134", "occupied_by": 38, "room_type_id": 2}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.301Z"}', '2026-11-24 18:41:30.298815+00', '2026-11-24 18:41:30.303284+00'),
	(142, '01d175a8-209d-4ffc-8a88-8e486e2ec650', 'pms.rooms.room.40', 2, '{"id": "01d175a8-209d-4ffc-8a88-8e486e2ec650", "data": {"clean": 1, "active": true, "room_id": 40, "room_num": "140", "occupied_by": 39, "room_type_id": 3}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.313Z"}', '2026-11-24 18:41:30.311099+00', '2026-11-24 18:41:30.316201+00'),
	(143, 'a3d6a1c8-65b2-4c84-a060-639879f1c241', 'pms.rooms.room.39', 2, '{"id": "a3d6a1c8-65b2-4c84-a060-639879f1c241", "data": {"clean": 1, "active": true, "room_id": 39, "room_num": "139", "occupied_by": 40, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.327Z"}', '2026-11-24 18:41:30.324978+00', '2026-11-24 18:41:30.329535+00'),
	(145, 'cb49e0aa-b489-4374-88d9-fa8332fd70a6', 'pms.rooms.room.46', 2, '{"id": "cb49e0aa-b489-4374-88d9-fa8332fd70a6", "data": {"clean": 1, "active": true, "room_id": 46, "room_num": "146", "occupied_by": 42, "room_type_id": 3}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.349Z"}', '2026-11-24 18:41:30.347103+00', '2026-11-24 18:41:30.351151+00'),
	(146, '5bbfb375-aabd-4f7e-9f56-bfa29d7ec2df', 'pms.rooms.room.42', 2, '{"id": "5bbfb375-aabd-4f7e-9f56-bfa29d7ec2df", "data": {"clean": 1, "active": true, "room_id": 42, "room_num": "142", "occupied_by": 43, "room_type_id": 2}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.368Z"}', '2026-11-24 18:41:30.366153+00', '2026-11-24 18:41:30.37115+00'),
	(148, '415c1b15-caeb-4185-8eab-af42e8f9420d', 'pms.rooms.room.45', 2, '{"id": "415c1b15-caeb-4185-8eab-af42e8f9420d", "data": {"clean": 1, "active": true, "room_id": 45, "room_num": "145", "occupied_by": 45, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.389Z"}', '2026-11-24 18:41:30.386952+00', '2026-11-24 18:41:30.391202+00'),
	(152, 'c1a7acc0-0b96-4416-b6bd-0461fdc9177e', 'pms.rooms.room.50', 2, '{"id": "c1a7acc0-0b96-4416-b6bd-0461fdc9177e", "data": {"clean": 1, "active": true, "room_id": 50, "room_num": "150", "occupied_by": 49, "room_type_id": 3}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.428Z"}', '2026-11-24 18:41:30.426135+00', '2026-11-24 18:41:30.431271+00'),
	(153, '7273f56b-80fb-41aa-8319-3103d3542f0b', 'pms.rooms.room.49', 2, '{"id": "7273f56b-80fb-41aa-8319-3103d3542f0b", "data": {"clean": 1, "active": true, "room_id": 49, "room_num": "149", "occupied_by": 50, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.437Z"}', '2026-11-24 18:41:30.435535+00', '2026-11-24 18:41:30.439284+00'),
	(158, '8f8d1482-4ece-41bc-b272-82278d421d29', 'pms.rooms.room.55', 2, '{"id": "8f8d1482-4ece-41bc-b272-82278d421d29", "data": {"clean": 1, "active": true, "room_id": 55, "room_num": "205", "occupied_by": 55, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.475Z"}', '2026-11-24 18:41:30.474459+00', '2026-11-24 18:41:30.477258+00'),
	(160, '4c06f041-9f8d-44fc-81e3-30b4decd2dfb', 'pms.rooms.room.57', 2, '{"id": "4c06f041-9f8d-44fc-81e3-30b4decd2dfb", "data": {"clean": 1, "active": true, "room_id": 57, "room_num": "207", "occupied_by": 57, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.492Z"}', '2026-11-24 18:41:30.490581+00', '2026-11-24 18:41:30.495049+00'),
	(165, '533d1d44-bf26-4cff-85c3-4c2a8611812c', 'pms.rooms.room.66', 2, '{"id": "533d1d44-bf26-4cff-85c3-4c2a8611812c", "data": {"clean": 1, "active": true, "room_id": 66, "room_num": "216", "occupied_by": 62, "room_type_id": 3}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.537Z"}', '2026-11-24 18:41:30.533771+00', '2026-11-24 18:41:30.539256+00'),
	(167, '73168c13-e51e-4481-ab45-da7b20b2d1bd', 'pms.rooms.room.63', 2, '{"id": "73168c13-e51e-4481-ab45-da7b20b2d1bd", "data": {"clean": 1, "active": true, "room_id": 63, "room_num": "213", "occupied_by": 64, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.553Z"}', '2026-11-24 18:41:30.551934+00', '2026-11-24 18:41:30.556069+00'),
	(173, '9c853940-cb10-4794-9738-a269e24b11f1', 'pms.rooms.room.69', 2, '{"id": "9c853940-cb10-4794-9738-a269e24b11f1", "data": {"clean": 1, "active": true, "room_id": 69, "room_num": "219", "occupied_by": 70, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.595Z"}', '2026-11-24 18:41:30.593529+00', '2026-11-24 18:41:30.596386+00'),
	(176, '700cada8-bd68-476f-a2f5-991080f38f1a', 'pms.rooms.room.72', 2, '{"id": "700cada8-bd68-476f-a2f5-991080f38f1a", "data": {"clean": 1, "active": true, "room_id": 72, "room_num": "222", "occupied_by": 73, "room_type_id": 2}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.612Z"}', '2026-11-24 18:41:30.610612+00', '2026-11-24 18:41:30.614103+00'),
	(177, '7336a9dc-9ba4-4b76-a347-1bef61b848e0', 'pms.rooms.room.73', 2, '{"id": "7336a9dc-9ba4-4b76-a347-1bef61b848e0", "data": {"clean": 1, "active": true, "room_id": 73, "room_num": "223", "occupied_by": 74, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.617Z"}', '2026-11-24 18:41:30.616791+00', '2026-11-24 18:41:30.622019+00'),
	(178, '51be8674-f7b0-43d6-9381-8fb44cca0360', 'pms.rooms.room.75', 2, '{"id": "51be8674-f7b0-43d6-9381-8fb44cca0360", "data": {"clean": 1, "active": true, "room_id": 75, "room_num": "225", "occupied_by": 75, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.627Z"}', '2026-11-24 18:41:30.62549+00', '2026-11-24 18:41:30.629399+00'),
	(179, '0bd12f92-d890-49eb-b913-04d3ab4b7d0d', 'pms.rooms.room.78', 2, '{"id": "0bd12f92-d890-49eb-b913-04d3ab4b7d0d", "data": {"clean": 1, "active": true, "room_id": 78, "room_num": "228", "occupied_by": 76, "room_type_id": 3}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.633Z"}', '2026-11-24 18:41:30.632407+00', '2026-11-24 18:41:30.63503+00'),
	(180, '98c23abe-527f-4016-9628-edf0f24ea338', 'pms.rooms.room.77', 2, '{"id": "98c23abe-527f-4016-9628-edf0f24ea338", "data": {"clean": 1, "active": true, "room_id": 77, "room_num": "227", "occupied_by": 77, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.640Z"}', '2026-11-24 18:41:30.638839+00', '2026-11-24 18:41:30.642395+00'),
	(151, '94959866-b442-47ad-a752-5ca7a5b87b0a', 'pms.rooms.room.44', 2, '{"id": "94959866-b442-47ad-a752-5ca7a5b87b0a", "data": {"clean": 1, "active": true, "room_id": 44, "room_num": "144", "occupied_by": 48, "room_type_id": 2}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.419Z"}', '2026-11-24 18:41:30.417131+00', '2026-11-24 18:41:30.42118+00'),
	(155, '9f6d46fe-f541-492d-a8b3-22a30180160b', 'pms.rooms.room.56', 2, '{"id": "9f6d46fe-f541-492d-a8b3-22a30180160b", "data": {"clean": 1, "active": true, "room_id": 56, "room_num": "206", "occupied_by": 52, "room_type_id": 3}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.452Z"}', '2026-11-24 18:41:30.451186+00', '2026-11-24 18:41:30.454177+00'),
	(157, 'c2f2f94f-db3a-48de-9357-7018fa213d35', 'pms.rooms.room.53', 2, '{"id": "c2f2f94f-db3a-48de-9357-7018fa213d35", "data": {"clean": 1, "active": true, "room_id": 53, "room_num": "203", "occupied_by": 54, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.469Z"}', '2026-11-24 18:41:30.467724+00', '2026-11-24 18:41:30.471095+00'),
	(159, '46d0e51b-5916-45bb-9f59-60e1720c22dc', 'pms.rooms.room.58', 2, '{"id": "46d0e51b-5916-45bb-9f59-60e1720c22dc", "data": {"clean": 1, "active": true, "room_id": 58, "room_num": "208", "occupied_by": 56, "room_type_id": 3}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.484Z"}', '2026-11-24 18:41:30.482107+00', '2026-11-24 18:41:30.485994+00'),
	(163, '4651e130-95a3-4216-be22-288cece2e98f', 'pms.rooms.room.59', 2, '{"id": "4651e130-95a3-4216-be22-288cece2e98f", "data": {"clean": 1, "active": true, "room_id": 59, "room_num": "209", "occupied_by": 60, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.515Z"}', '2026-11-24 18:41:30.513932+00', '2026-11-24 18:41:30.518002+00'),
	(169, '66d13a1f-d2ad-473c-aed8-5cd228a2e6cd', 'pms.rooms.room.68', 2, '{"id": "66d13a1f-d2ad-473c-aed8-5cd228a2e6cd", "data": {"clean": 1, "active": true, "room_id": 68, "room_num": "218", "occupied_by": 66, "room_type_id": 3}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.569Z"}', '2026-11-24 18:41:30.567669+00', '2026-11-24 18:41:30.570941+00'),
	(171, 'b0991a2f-40e3-446f-a225-bb8230b854e8', 'pms.rooms.room.64', 2, '{"id": "b0991a2f-40e3-446f-a225-bb8230b854e8", "data": {"clean": 1, "active": true, "room_id": 64, "room_num": "214", "occupied_by": 68, "room_type_id": 2}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.582Z"}', '2026-11-24 18:41:30.581844+00', '2026-11-24 18:41:30.584191+00'),
	(174, 'ff8cfee4-42e0-4887-9023-80cc3145bdae', 'pms.rooms.room.71', 2, '{"id": "ff8cfee4-42e0-4887-9023-80cc3145bdae", "data": {"clean": 1, "active": true, "room_id": 71, "room_num": "221", "occupied_by": 71, "room_type_id": 1}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.600Z"}', '2026-11-24 18:41:30.599051+00', '2026-11-24 18:41:30.60226+00'),
	(175, '83d93e9f-2325-4747-8b79-3add213c9cd2', 'pms.rooms.room.76', 2, '{"id": "83d93e9f-2325-4747-8b79-3add213c9cd2", "data": {"clean": 1, "active": true, "room_id": 76, "room_num": "226", "occupied_by": 72, "room_type_id": 3}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.606Z"}', '2026-11-24 18:41:30.604531+00', '2026-11-24 18:41:30.607933+00'),
	(182, 'f590511c-0ab8-494f-9936-0c8666d82684', 'pms.rooms.room.80', 2, '{"id": "f590511c-0ab8-494f-9936-0c8666d82684", "data": {"clean": 1, "active": true, "room_id": 80, "room_num": "230", "occupied_by": 79, "room_type_id": 3}, "type": "rooms.room.state", "version": 2, "occurredAt": "2026-11-24T18:41:30.653Z"}', '2026-11-24 18:41:30.651816+00', '2026-11-24 18:41:30.655175+00'),
	(186, 'db032df8-0626-4da3-9fca-f220acbb9dd0', 'pms.rooms.room.2', 3, '{"id": "db032df8-0626-4da3-9fca-f220acbb9dd0", "data": {"clean": 0, "active": true, "room_id": 2, "room_num": "102", "occupied_by": null, "room_type_id": 2}, "type": "rooms.room.state", "version": 3, "occurredAt": "2026-11-24T18:41:37.828Z"}', '2026-11-24 18:41:37.822549+00', '2026-11-24 18:41:37.833191+00'),
	(187, '747b69a9-c068-458b-8eb0-619384b91de4', 'pms.rooms.room.1', 4, '{"id": "747b69a9-c068-458b-8eb0-619384b91de4", "data": {"clean": 1, "active": true, "room_id": 1, "room_num": "101", "occupied_by": null, "room_type_id": 1}, "type": "rooms.room.state", "version": 4, "occurredAt": "2026-11-24T18:41:37.846Z"}', '2026-11-24 18:41:37.845237+00', '2026-11-24 18:41:37.849706+00'),
	(188, 'ad9fa657-1992-4c0d-a741-6bbc7829cccf', 'pms.rooms.issue.1', 1, '{"id": "ad9fa657-1992-4c0d-a741-6bbc7829cccf", "data": {"fixed": false, "issue": "Leaking faucet", "room_id": 5, "end_date": "2026-11-29", "room_num": "105", "start_date": "2026-11-27", "room_type_id": 1, "room_issue_id": 1}, "type": "rooms.issue.state", "version": 1, "occurredAt": "2026-11-24T18:41:41.404Z"}', '2026-11-24 18:41:41.400742+00', '2026-11-24 18:41:41.407811+00');


--
-- Data for Name: projection_versions; Type: TABLE DATA; Schema: rooms; Owner: -
--

INSERT INTO rooms.projection_versions VALUES
	('pms.reservations.stay.81', 1),
	('pms.reservations.stay.82', 1),
	('pms.reservations.stay.83', 1),
	('pms.reservations.stay.84', 1),
	('pms.reservations.stay.85', 1),
	('pms.reservations.stay.86', 1),
	('pms.reservations.stay.87', 1),
	('pms.reservations.stay.88', 1),
	('pms.reservations.stay.89', 1),
	('pms.reservations.stay.90', 1),
	('pms.reservations.stay.91', 1),
	('pms.reservations.stay.92', 1),
	('pms.reservations.stay.94', 1),
	('pms.reservations.stay.95', 1),
	('pms.reservations.stay.96', 1),
	('pms.reservations.stay.97', 1),
	('pms.reservations.stay.98', 1),
	('pms.reservations.stay.99', 1),
	('pms.reservations.stay.100', 1),
	('pms.reservations.stay.101', 1),
	('pms.reservations.stay.102', 1),
	('pms.reservations.stay.103', 1),
	('pms.reservations.stay.104', 1),
	('pms.reservations.stay.105', 1),
	('pms.reservations.stay.106', 1),
	('pms.reservations.stay.107', 1),
	('pms.reservations.stay.108', 1),
	('pms.reservations.stay.109', 1),
	('pms.reservations.stay.110', 1),
	('pms.reservations.stay.111', 1),
	('pms.reservations.stay.112', 1),
	('pms.reservations.stay.113', 1),
	('pms.reservations.stay.114', 1),
	('pms.reservations.stay.115', 1),
	('pms.reservations.stay.116', 1),
	('pms.reservations.stay.117', 1),
	('pms.reservations.stay.118', 1),
	('pms.reservations.stay.119', 1),
	('pms.reservations.stay.120', 1),
	('pms.reservations.stay.121', 1),
	('pms.reservations.stay.2', 2),
	('pms.reservations.stay.5', 2),
	('pms.reservations.stay.6', 2),
	('pms.reservations.stay.7', 2),
	('pms.reservations.stay.8', 2),
	('pms.reservations.stay.9', 2),
	('pms.reservations.stay.11', 2),
	('pms.reservations.stay.12', 2),
	('pms.reservations.stay.13', 2),
	('pms.reservations.stay.14', 2),
	('pms.reservations.stay.15', 2),
	('pms.reservations.stay.16', 2),
	('pms.reservations.stay.17', 2),
	('pms.reservations.stay.19', 2),
	('pms.reservations.stay.20', 2),
	('pms.reservations.stay.21', 2),
	('pms.reservations.stay.22', 2),
	('pms.reservations.stay.23', 2),
	('pms.reservations.stay.24', 2),
	('pms.reservations.stay.26', 2),
	('pms.reservations.stay.27', 2),
	('pms.reservations.stay.28', 2),
	('pms.reservations.stay.29', 2),
	('pms.reservations.stay.30', 2),
	('pms.reservations.stay.31', 2),
	('pms.reservations.stay.32', 2),
	('pms.reservations.stay.33', 2),
	('pms.reservations.stay.34', 2),
	('pms.reservations.stay.35', 2),
	('pms.reservations.stay.36', 2),
	('pms.reservations.stay.37', 2),
	('pms.reservations.stay.38', 2),
	('pms.reservations.stay.39', 2),
	('pms.reservations.stay.40', 2),
	('pms.reservations.stay.41', 2),
	('pms.reservations.stay.42', 2),
	('pms.reservations.stay.43', 2),
	('pms.reservations.stay.44', 2),
	('pms.reservations.stay.47', 2),
	('pms.reservations.stay.48', 2),
	('pms.reservations.stay.49', 2),
	('pms.reservations.stay.50', 2),
	('pms.reservations.stay.51', 2),
	('pms.reservations.stay.52', 2),
	('pms.reservations.stay.53', 2),
	('pms.reservations.stay.56', 2),
	('pms.reservations.stay.57', 2),
	('pms.reservations.stay.58', 2),
	('pms.reservations.stay.59', 2),
	('pms.reservations.stay.60', 2),
	('pms.reservations.stay.61', 2),
	('pms.reservations.stay.62', 2),
	('pms.reservations.stay.63', 2),
	('pms.reservations.stay.64', 2),
	('pms.reservations.stay.65', 2),
	('pms.reservations.stay.66', 2),
	('pms.reservations.stay.67', 2),
	('pms.reservations.stay.68', 2),
	('pms.reservations.stay.69', 2),
	('pms.reservations.stay.70', 2),
	('pms.reservations.stay.71', 2),
	('pms.reservations.stay.72', 2),
	('pms.reservations.stay.73', 2),
	('pms.reservations.stay.74', 2),
	('pms.reservations.stay.75', 2),
	('pms.reservations.stay.76', 2),
	('pms.reservations.stay.77', 2),
	('pms.reservations.stay.78', 2),
	('pms.reservations.stay.79', 2),
	('pms.reservations.stay.80', 2),
	('pms.reservations.stay.93', 2),
	('pms.reservations.stay.122', 1),
	('pms.reservations.stay.126', 1),
	('pms.reservations.stay.129', 1),
	('pms.reservations.stay.130', 1),
	('pms.reservations.stay.133', 1),
	('pms.reservations.stay.135', 1),
	('pms.reservations.stay.137', 1),
	('pms.reservations.stay.140', 1),
	('pms.reservations.stay.142', 1),
	('pms.reservations.stay.144', 1),
	('pms.reservations.stay.148', 1),
	('pms.reservations.stay.150', 1),
	('pms.reservations.stay.152', 1),
	('pms.reservations.stay.155', 1),
	('pms.reservations.stay.157', 1),
	('pms.reservations.stay.159', 1),
	('pms.reservations.stay.161', 1),
	('pms.reservations.stay.164', 1),
	('pms.reservations.stay.167', 1),
	('pms.reservations.stay.169', 1),
	('pms.reservations.stay.172', 1),
	('pms.reservations.stay.174', 1),
	('pms.reservations.stay.179', 1),
	('pms.reservations.stay.181', 1),
	('pms.reservations.stay.183', 1),
	('pms.reservations.stay.188', 1),
	('pms.reservations.stay.190', 1),
	('pms.reservations.stay.192', 1),
	('pms.reservations.stay.194', 1),
	('pms.reservations.stay.196', 1),
	('pms.reservations.stay.199', 1),
	('pms.reservations.stay.10', 2),
	('pms.reservations.stay.18', 2),
	('pms.reservations.stay.25', 2),
	('pms.reservations.stay.46', 2),
	('pms.reservations.stay.54', 2),
	('pms.reservations.stay.1', 3),
	('pms.reservations.stay.3', 3),
	('pms.reservations.stay.123', 1),
	('pms.reservations.stay.125', 1),
	('pms.reservations.stay.128', 1),
	('pms.reservations.stay.131', 1),
	('pms.reservations.stay.134', 1),
	('pms.reservations.stay.136', 1),
	('pms.reservations.stay.138', 1),
	('pms.reservations.stay.141', 1),
	('pms.reservations.stay.143', 1),
	('pms.reservations.stay.145', 1),
	('pms.reservations.stay.147', 1),
	('pms.reservations.stay.149', 1),
	('pms.reservations.stay.151', 1),
	('pms.reservations.stay.154', 1),
	('pms.reservations.stay.156', 1),
	('pms.reservations.stay.158', 1),
	('pms.reservations.stay.160', 1),
	('pms.reservations.stay.162', 1),
	('pms.reservations.stay.166', 1),
	('pms.reservations.stay.168', 1),
	('pms.reservations.stay.171', 1),
	('pms.reservations.stay.173', 1),
	('pms.reservations.stay.175', 1),
	('pms.reservations.stay.177', 1),
	('pms.reservations.stay.180', 1),
	('pms.reservations.stay.182', 1),
	('pms.reservations.stay.184', 1),
	('pms.reservations.stay.186', 1),
	('pms.reservations.stay.198', 1),
	('pms.reservations.stay.200', 1),
	('pms.reservations.stay.4', 2),
	('pms.reservations.stay.45', 2),
	('pms.reservations.stay.55', 2),
	('pms.reservations.stay.202', 1),
	('pms.reservations.stay.124', 1),
	('pms.reservations.stay.127', 1),
	('pms.reservations.stay.132', 1),
	('pms.reservations.stay.139', 1),
	('pms.reservations.stay.146', 1),
	('pms.reservations.stay.153', 1),
	('pms.reservations.stay.163', 1),
	('pms.reservations.stay.165', 1),
	('pms.reservations.stay.170', 1),
	('pms.reservations.stay.176', 1),
	('pms.reservations.stay.178', 1),
	('pms.reservations.stay.185', 1),
	('pms.reservations.stay.187', 1),
	('pms.reservations.stay.189', 1),
	('pms.reservations.stay.191', 1),
	('pms.reservations.stay.193', 1),
	('pms.reservations.stay.195', 1);
INSERT INTO rooms.projection_versions VALUES
	('pms.reservations.stay.197', 1),
	('pms.reservations.stay.201', 2);


--
-- Data for Name: room_issues; Type: TABLE DATA; Schema: rooms; Owner: -
--

INSERT INTO rooms.room_issues VALUES
	(1, 5, 'Leaking faucet', '2026-11-27', '2026-11-29', 1, NULL, false, NULL, NULL, '2026-11-24 18:41:41.400742+00', '2026-11-24 18:41:41.400742+00', 1);


--
-- Data for Name: room_stays; Type: TABLE DATA; Schema: rooms; Owner: -
--

INSERT INTO rooms.room_stays VALUES
	(5, 1, 5, '2026-11-23', '2026-11-24', true, true, false, NULL, NULL, 2),
	(8, 2, 4, '2026-11-20', '2026-11-24', true, true, false, NULL, NULL, 2),
	(12, 3, 16, '2026-11-20', '2026-11-24', true, true, false, NULL, NULL, 2),
	(15, 1, 15, '2026-11-21', '2026-11-24', true, true, false, NULL, NULL, 2),
	(18, 2, 14, '2026-11-22', '2026-11-24', true, true, false, NULL, NULL, 2),
	(19, 3, 20, '2026-11-21', '2026-11-24', true, true, false, NULL, NULL, 2),
	(22, 3, 26, '2026-11-22', '2026-11-24', true, true, false, NULL, NULL, 2),
	(26, 3, 28, '2026-11-22', '2026-11-24', true, true, false, NULL, NULL, 2),
	(27, 1, 27, '2026-11-21', '2026-11-24', true, true, false, NULL, NULL, 2),
	(30, 1, 29, '2026-11-22', '2026-11-24', true, true, false, NULL, NULL, 2),
	(31, 1, 31, '2026-11-21', '2026-11-24', true, true, false, NULL, NULL, 2),
	(33, 2, 32, '2026-11-23', '2026-11-24', true, true, false, NULL, NULL, 2),
	(36, 3, 38, '2026-11-20', '2026-11-24', true, true, false, NULL, NULL, 2),
	(39, 3, 40, '2026-11-21', '2026-11-24', true, true, false, NULL, NULL, 2),
	(40, 1, 39, '2026-11-20', '2026-11-24', true, true, false, NULL, NULL, 2),
	(42, 3, 46, '2026-11-22', '2026-11-26', true, true, false, NULL, NULL, 2),
	(47, 1, 47, '2026-11-23', '2026-11-26', true, true, false, NULL, NULL, 2),
	(48, 2, 44, '2026-11-22', '2026-11-27', true, true, false, NULL, NULL, 2),
	(49, 3, 50, '2026-11-21', '2026-11-28', true, true, false, NULL, NULL, 2),
	(50, 1, 49, '2026-11-23', '2026-11-29', true, true, false, NULL, NULL, 2),
	(56, 3, 58, '2026-11-23', '2026-11-25', true, true, false, NULL, NULL, 2),
	(57, 1, 57, '2026-11-22', '2026-11-26', true, true, false, NULL, NULL, 2),
	(58, 2, 54, '2026-11-21', '2026-11-27', true, true, false, NULL, NULL, 2),
	(59, 3, 60, '2026-11-23', '2026-11-28', true, true, false, NULL, NULL, 2),
	(60, 1, 59, '2026-11-22', '2026-11-29', true, true, false, NULL, NULL, 2),
	(64, 1, 63, '2026-11-21', '2026-11-28', true, true, false, NULL, NULL, 2),
	(65, 1, 65, '2026-11-23', '2026-11-29', true, true, false, NULL, NULL, 2),
	(69, 3, 70, '2026-11-22', '2026-11-28', true, true, false, NULL, NULL, 2),
	(70, 1, 69, '2026-11-21', '2026-11-29', true, true, false, NULL, NULL, 2),
	(81, 1, NULL, '2026-11-24', '2026-11-25', true, false, false, NULL, NULL, 1),
	(82, 3, NULL, '2026-11-24', '2026-11-26', true, false, false, NULL, NULL, 1),
	(83, 2, NULL, '2026-11-24', '2026-11-27', true, false, false, NULL, NULL, 1),
	(84, 1, NULL, '2026-11-24', '2026-11-28', true, false, false, NULL, NULL, 1),
	(85, 1, NULL, '2026-11-24', '2026-11-29', true, false, false, NULL, NULL, 1),
	(86, 3, NULL, '2026-11-24', '2026-11-25', true, false, false, NULL, NULL, 1),
	(87, 1, NULL, '2026-11-24', '2026-11-26', true, false, false, NULL, NULL, 1),
	(88, 2, NULL, '2026-11-24', '2026-11-27', true, false, false, NULL, NULL, 1),
	(89, 3, NULL, '2026-11-24', '2026-11-28', true, false, false, NULL, NULL, 1),
	(90, 1, NULL, '2026-11-24', '2026-11-29', true, false, false, NULL, NULL, 1),
	(91, 1, NULL, '2026-11-24', '2026-11-25', true, false, false, NULL, NULL, 1),
	(92, 3, NULL, '2026-11-24', '2026-11-26', true, false, false, NULL, NULL, 1),
	(94, 1, NULL, '2026-11-24', '2026-11-28', true, false, false, NULL, NULL, 1),
	(95, 1, NULL, '2026-11-24', '2026-11-29', true, false, false, NULL, NULL, 1),
	(96, 3, NULL, '2026-11-24', '2026-11-25', true, false, false, NULL, NULL, 1),
	(97, 1, NULL, '2026-11-24', '2026-11-26', true, false, false, NULL, NULL, 1),
	(98, 2, NULL, '2026-11-24', '2026-11-27', true, false, false, NULL, NULL, 1),
	(99, 3, NULL, '2026-11-24', '2026-11-28', true, false, false, NULL, NULL, 1),
	(100, 1, NULL, '2026-11-24', '2026-11-29', true, false, false, NULL, NULL, 1),
	(101, 1, NULL, '2026-11-24', '2026-11-25', true, false, false, NULL, NULL, 1),
	(102, 3, NULL, '2026-11-24', '2026-11-26', true, false, false, NULL, NULL, 1),
	(103, 2, NULL, '2026-11-24', '2026-11-27', true, false, false, NULL, NULL, 1),
	(104, 1, NULL, '2026-11-24', '2026-11-28', true, false, false, NULL, NULL, 1),
	(105, 1, NULL, '2026-11-24', '2026-11-29', true, false, false, NULL, NULL, 1),
	(106, 3, NULL, '2026-11-24', '2026-11-25', true, false, false, NULL, NULL, 1),
	(107, 1, NULL, '2026-11-24', '2026-11-26', true, false, false, NULL, NULL, 1),
	(108, 2, NULL, '2026-11-24', '2026-11-27', true, false, false, NULL, NULL, 1),
	(109, 3, NULL, '2026-11-24', '2026-11-28', true, false, false, NULL, NULL, 1),
	(110, 1, NULL, '2026-11-24', '2026-11-29', true, false, false, NULL, NULL, 1),
	(111, 1, NULL, '2026-11-24', '2026-11-25', true, false, false, NULL, NULL, 1),
	(112, 3, NULL, '2026-11-24', '2026-11-26', true, false, false, NULL, NULL, 1),
	(113, 2, NULL, '2026-11-24', '2026-11-27', true, false, false, NULL, NULL, 1),
	(114, 1, NULL, '2026-11-24', '2026-11-28', true, false, false, NULL, NULL, 1),
	(115, 1, NULL, '2026-11-24', '2026-11-29', true, false, false, NULL, NULL, 1),
	(116, 3, NULL, '2026-11-24', '2026-11-25', true, false, false, NULL, NULL, 1),
	(117, 1, NULL, '2026-11-24', '2026-11-26', true, false, false, NULL, NULL, 1),
	(118, 2, NULL, '2026-11-24', '2026-11-27', true, false, false, NULL, NULL, 1),
	(119, 3, NULL, '2026-11-24', '2026-11-28', true, false, false, NULL, NULL, 1),
	(120, 1, NULL, '2026-11-24', '2026-11-29', true, false, false, NULL, NULL, 1),
	(121, 1, NULL, '2026-11-25', '2026-11-26', true, false, false, NULL, NULL, 1),
	(122, 3, NULL, '2026-11-26', '2026-11-28', true, false, false, NULL, NULL, 1),
	(123, 2, NULL, '2026-11-27', '2026-11-30', true, false, false, NULL, NULL, 1),
	(124, 1, NULL, '2026-11-28', '2026-12-02', true, false, false, NULL, NULL, 1),
	(125, 1, NULL, '2026-11-29', '2026-11-30', true, false, false, NULL, NULL, 1),
	(2, 3, 6, '2026-11-22', '2026-11-24', true, true, false, NULL, NULL, 2),
	(7, 1, 7, '2026-11-21', '2026-11-24', true, true, false, NULL, NULL, 2),
	(9, 3, 10, '2026-11-23', '2026-11-24', true, true, false, NULL, NULL, 2),
	(11, 1, 11, '2026-11-21', '2026-11-24', true, true, false, NULL, NULL, 2),
	(13, 2, 12, '2026-11-23', '2026-11-24', true, true, false, NULL, NULL, 2),
	(14, 1, 13, '2026-11-22', '2026-11-24', true, true, false, NULL, NULL, 2),
	(16, 3, 18, '2026-11-20', '2026-11-24', true, true, false, NULL, NULL, 2),
	(20, 1, 19, '2026-11-20', '2026-11-24', true, true, false, NULL, NULL, 2),
	(23, 2, 22, '2026-11-21', '2026-11-24', true, true, false, NULL, NULL, 2),
	(28, 2, 24, '2026-11-20', '2026-11-24', true, true, false, NULL, NULL, 2),
	(32, 3, 36, '2026-11-20', '2026-11-24', true, true, false, NULL, NULL, 2),
	(34, 1, 33, '2026-11-22', '2026-11-24', true, true, false, NULL, NULL, 2),
	(35, 1, 35, '2026-11-21', '2026-11-24', true, true, false, NULL, NULL, 2),
	(37, 1, 37, '2026-11-23', '2026-11-24', true, true, false, NULL, NULL, 2),
	(38, 2, 34, '2026-11-22', '2026-11-24', true, true, false, NULL, NULL, 2),
	(41, 1, 41, '2026-11-23', '2026-11-25', true, true, false, NULL, NULL, 2),
	(43, 2, 42, '2026-11-21', '2026-11-27', true, true, false, NULL, NULL, 2),
	(51, 1, 51, '2026-11-22', '2026-11-25', true, true, false, NULL, NULL, 2),
	(52, 3, 56, '2026-11-21', '2026-11-26', true, true, false, NULL, NULL, 2),
	(61, 1, 61, '2026-11-21', '2026-11-25', true, true, false, NULL, NULL, 2),
	(62, 3, 66, '2026-11-23', '2026-11-26', true, true, false, NULL, NULL, 2),
	(63, 2, 62, '2026-11-22', '2026-11-27', true, true, false, NULL, NULL, 2),
	(66, 3, 68, '2026-11-22', '2026-11-25', true, true, false, NULL, NULL, 2),
	(126, 3, NULL, '2026-11-30', '2026-12-02', true, false, false, NULL, NULL, 1),
	(129, 3, NULL, '2026-12-03', '2026-12-04', true, false, false, NULL, NULL, 1),
	(130, 1, NULL, '2026-12-04', '2026-12-06', true, false, false, NULL, NULL, 1),
	(133, 2, NULL, '2026-12-07', '2026-12-08', true, false, false, NULL, NULL, 1),
	(135, 1, NULL, '2026-12-09', '2026-12-12', true, false, false, NULL, NULL, 1),
	(137, 1, NULL, '2026-12-11', '2026-12-12', true, false, false, NULL, NULL, 1),
	(140, 1, NULL, '2026-12-14', '2026-12-18', true, false, false, NULL, NULL, 1),
	(142, 3, NULL, '2026-11-26', '2026-11-28', true, false, false, NULL, NULL, 1),
	(144, 1, NULL, '2026-11-28', '2026-12-02', true, false, false, NULL, NULL, 1),
	(148, 2, NULL, '2026-12-02', '2026-12-06', true, false, false, NULL, NULL, 1),
	(150, 1, NULL, '2026-12-04', '2026-12-06', true, false, false, NULL, NULL, 1),
	(152, 3, NULL, '2026-12-06', '2026-12-10', true, false, false, NULL, NULL, 1),
	(155, 1, NULL, '2026-12-09', '2026-12-12', true, false, false, NULL, NULL, 1),
	(157, 1, NULL, '2026-12-11', '2026-12-12', true, false, false, NULL, NULL, 1),
	(159, 3, NULL, '2026-12-13', '2026-12-16', true, false, false, NULL, NULL, 1),
	(161, 1, NULL, '2026-11-25', '2026-11-26', true, false, false, NULL, NULL, 1),
	(164, 1, NULL, '2026-11-28', '2026-12-02', true, false, false, NULL, NULL, 1),
	(167, 1, NULL, '2026-12-01', '2026-12-04', true, false, false, NULL, NULL, 1),
	(169, 3, NULL, '2026-12-03', '2026-12-04', true, false, false, NULL, NULL, 1),
	(172, 3, NULL, '2026-12-06', '2026-12-10', true, false, false, NULL, NULL, 1),
	(174, 1, NULL, '2026-12-08', '2026-12-10', true, false, false, NULL, NULL, 1),
	(179, 3, NULL, '2026-12-13', '2026-12-16', true, false, false, NULL, NULL, 1),
	(181, 1, NULL, '2026-11-25', '2026-11-26', true, false, false, NULL, NULL, 1),
	(183, 2, NULL, '2026-11-27', '2026-11-30', true, false, false, NULL, NULL, 1),
	(188, 2, NULL, '2026-12-02', '2026-12-06', true, false, false, NULL, NULL, 1),
	(190, 1, NULL, '2026-12-04', '2026-12-06', true, false, false, NULL, NULL, 1),
	(192, 3, NULL, '2026-12-06', '2026-12-10', true, false, false, NULL, NULL, 1),
	(194, 1, NULL, '2026-12-08', '2026-12-10', true, false, false, NULL, NULL, 1),
	(196, 3, NULL, '2026-12-10', '2026-12-14', true, false, false, NULL, NULL, 1),
	(199, 3, NULL, '2026-12-13', '2026-12-16', true, false, false, NULL, NULL, 1),
	(10, 1, 9, '2026-11-22', '2026-11-24', true, true, false, NULL, NULL, 2),
	(25, 1, 25, '2026-11-23', '2026-11-24', true, true, false, NULL, NULL, 2),
	(29, 3, 30, '2026-11-23', '2026-11-24', true, true, false, NULL, NULL, 2),
	(44, 1, 43, '2026-11-23', '2026-11-28', true, true, false, NULL, NULL, 2),
	(46, 3, 48, '2026-11-21', '2026-11-25', true, true, false, NULL, NULL, 2),
	(54, 1, 53, '2026-11-22', '2026-11-28', true, true, false, NULL, NULL, 2),
	(68, 2, 64, '2026-11-23', '2026-11-27', true, true, false, NULL, NULL, 2),
	(72, 3, 76, '2026-11-22', '2026-11-26', true, true, false, NULL, NULL, 2),
	(74, 1, 73, '2026-11-23', '2026-11-28', true, true, false, NULL, NULL, 2),
	(76, 3, 78, '2026-11-21', '2026-11-25', true, true, false, NULL, NULL, 2),
	(78, 2, 74, '2026-11-22', '2026-11-27', true, true, false, NULL, NULL, 2),
	(80, 1, 79, '2026-11-23', '2026-11-29', true, true, false, NULL, NULL, 2),
	(93, 2, 82, '2026-11-24', '2026-11-27', true, true, false, NULL, NULL, 2),
	(1, 1, 1, '2026-11-23', '2026-11-24', true, true, true, '2026-11-24', '2026-11-24 18:41:37.782472+00', 3),
	(3, 2, 2, '2026-11-21', '2026-11-24', true, true, true, '2026-11-24', '2026-11-24 18:41:37.822549+00', 3),
	(127, 1, NULL, '2026-12-01', '2026-12-04', true, false, false, NULL, NULL, 1),
	(132, 3, NULL, '2026-12-06', '2026-12-10', true, false, false, NULL, NULL, 1),
	(139, 3, NULL, '2026-12-13', '2026-12-16', true, false, false, NULL, NULL, 1),
	(146, 3, NULL, '2026-11-30', '2026-12-02', true, false, false, NULL, NULL, 1),
	(153, 2, NULL, '2026-12-07', '2026-12-08', true, false, false, NULL, NULL, 1),
	(163, 2, NULL, '2026-11-27', '2026-11-30', true, false, false, NULL, NULL, 1),
	(165, 1, NULL, '2026-11-29', '2026-11-30', true, false, false, NULL, NULL, 1),
	(170, 1, NULL, '2026-12-04', '2026-12-06', true, false, false, NULL, NULL, 1),
	(176, 3, NULL, '2026-12-10', '2026-12-14', true, false, false, NULL, NULL, 1),
	(178, 2, NULL, '2026-12-12', '2026-12-14', true, false, false, NULL, NULL, 1),
	(185, 1, NULL, '2026-11-29', '2026-11-30', true, false, false, NULL, NULL, 1),
	(187, 1, NULL, '2026-12-01', '2026-12-04', true, false, false, NULL, NULL, 1),
	(189, 3, NULL, '2026-12-03', '2026-12-04', true, false, false, NULL, NULL, 1),
	(191, 1, NULL, '2026-12-05', '2026-12-08', true, false, false, NULL, NULL, 1),
	(193, 2, NULL, '2026-12-07', '2026-12-08', true, false, false, NULL, NULL, 1),
	(195, 1, NULL, '2026-12-09', '2026-12-12', true, false, false, NULL, NULL, 1),
	(197, 1, NULL, '2026-12-11', '2026-12-12', true, false, false, NULL, NULL, 1),
	(17, 1, 17, '2026-11-23', '2026-11-24', true, true, false, NULL, NULL, 2),
	(24, 1, 23, '2026-11-20', '2026-11-24', true, true, false, NULL, NULL, 2),
	(71, 1, 71, '2026-11-23', '2026-11-25', true, true, false, NULL, NULL, 2),
	(201, 1, NULL, '2026-11-27', '2026-11-29', false, false, false, NULL, NULL, 2),
	(128, 2, NULL, '2026-12-02', '2026-12-06', true, false, false, NULL, NULL, 1),
	(131, 1, NULL, '2026-12-05', '2026-12-08', true, false, false, NULL, NULL, 1),
	(134, 1, NULL, '2026-12-08', '2026-12-10', true, false, false, NULL, NULL, 1),
	(136, 3, NULL, '2026-12-10', '2026-12-14', true, false, false, NULL, NULL, 1),
	(138, 2, NULL, '2026-12-12', '2026-12-14', true, false, false, NULL, NULL, 1),
	(141, 1, NULL, '2026-11-25', '2026-11-26', true, false, false, NULL, NULL, 1),
	(143, 2, NULL, '2026-11-27', '2026-11-30', true, false, false, NULL, NULL, 1),
	(145, 1, NULL, '2026-11-29', '2026-11-30', true, false, false, NULL, NULL, 1),
	(147, 1, NULL, '2026-12-01', '2026-12-04', true, false, false, NULL, NULL, 1),
	(149, 3, NULL, '2026-12-03', '2026-12-04', true, false, false, NULL, NULL, 1),
	(151, 1, NULL, '2026-12-05', '2026-12-08', true, false, false, NULL, NULL, 1),
	(154, 1, NULL, '2026-12-08', '2026-12-10', true, false, false, NULL, NULL, 1),
	(156, 3, NULL, '2026-12-10', '2026-12-14', true, false, false, NULL, NULL, 1),
	(158, 2, NULL, '2026-12-12', '2026-12-14', true, false, false, NULL, NULL, 1),
	(160, 1, NULL, '2026-12-14', '2026-12-18', true, false, false, NULL, NULL, 1),
	(162, 3, NULL, '2026-11-26', '2026-11-28', true, false, false, NULL, NULL, 1),
	(166, 3, NULL, '2026-11-30', '2026-12-02', true, false, false, NULL, NULL, 1),
	(168, 2, NULL, '2026-12-02', '2026-12-06', true, false, false, NULL, NULL, 1),
	(171, 1, NULL, '2026-12-05', '2026-12-08', true, false, false, NULL, NULL, 1),
	(173, 2, NULL, '2026-12-07', '2026-12-08', true, false, false, NULL, NULL, 1),
	(175, 1, NULL, '2026-12-09', '2026-12-12', true, false, false, NULL, NULL, 1),
	(177, 1, NULL, '2026-12-11', '2026-12-12', true, false, false, NULL, NULL, 1),
	(180, 1, NULL, '2026-12-14', '2026-12-18', true, false, false, NULL, NULL, 1),
	(182, 3, NULL, '2026-11-26', '2026-11-28', true, false, false, NULL, NULL, 1),
	(184, 1, NULL, '2026-11-28', '2026-12-02', true, false, false, NULL, NULL, 1),
	(186, 3, NULL, '2026-11-30', '2026-12-02', true, false, false, NULL, NULL, 1),
	(198, 2, NULL, '2026-12-12', '2026-12-14', true, false, false, NULL, NULL, 1),
	(200, 1, NULL, '2026-12-14', '2026-12-18', true, false, false, NULL, NULL, 1),
	(4, 1, 3, '2026-11-20', '2026-11-24', true, true, false, NULL, NULL, 2),
	(6, 3, 8, '2026-11-22', '2026-11-24', true, true, false, NULL, NULL, 2),
	(21, 1, 21, '2026-11-23', '2026-11-24', true, true, false, NULL, NULL, 2),
	(45, 1, 45, '2026-11-22', '2026-11-29', true, true, false, NULL, NULL, 2),
	(53, 2, 52, '2026-11-23', '2026-11-27', true, true, false, NULL, NULL, 2),
	(55, 1, 55, '2026-11-21', '2026-11-29', true, true, false, NULL, NULL, 2),
	(67, 1, 67, '2026-11-21', '2026-11-26', true, true, false, NULL, NULL, 2),
	(73, 2, 72, '2026-11-21', '2026-11-27', true, true, false, NULL, NULL, 2),
	(75, 1, 75, '2026-11-22', '2026-11-29', true, true, false, NULL, NULL, 2),
	(77, 1, 77, '2026-11-23', '2026-11-26', true, true, false, NULL, NULL, 2);
INSERT INTO rooms.room_stays VALUES
	(79, 3, 80, '2026-11-21', '2026-11-28', true, true, false, NULL, NULL, 2),
	(202, 3, NULL, '2026-11-24', '2026-11-29', true, false, false, NULL, NULL, 1);


--
-- Data for Name: room_types; Type: TABLE DATA; Schema: rooms; Owner: -
--

INSERT INTO rooms.room_types VALUES
	(1, '2 Queens', 109.99, 1),
	(2, 'King', 119.99, 1),
	(3, 'Suite', 129.99, 1);


--
-- Data for Name: rooms; Type: TABLE DATA; Schema: rooms; Owner: -
--

INSERT INTO rooms.rooms VALUES
	(81, '231', 1, 1, true, NULL, 1),
	(83, '233', 1, 1, true, NULL, 1),
	(84, '234', 2, 1, true, NULL, 1),
	(85, '235', 1, 1, true, NULL, 1),
	(86, '236', 3, 1, true, NULL, 1),
	(87, '237', 1, 1, true, NULL, 1),
	(88, '238', 3, 1, true, NULL, 1),
	(89, '239', 1, 1, true, NULL, 1),
	(90, '240', 3, 1, true, NULL, 1),
	(91, '241', 1, 1, true, NULL, 1),
	(92, '242', 2, 1, true, NULL, 1),
	(93, '243', 1, 1, true, NULL, 1),
	(94, '244', 2, 1, true, NULL, 1),
	(95, '245', 1, 1, true, NULL, 1),
	(96, '246', 3, 1, true, NULL, 1),
	(97, '247', 1, 1, true, NULL, 1),
	(98, '248', 3, 1, true, NULL, 1),
	(99, '249', 1, 1, true, NULL, 1),
	(100, '250', 3, 1, true, NULL, 1),
	(6, '106', 3, 1, true, 2, 2),
	(3, '103', 1, 1, true, 4, 2),
	(5, '105', 1, 1, true, 5, 2),
	(8, '108', 3, 1, true, 6, 2),
	(7, '107', 1, 1, true, 7, 2),
	(4, '104', 2, 1, true, 8, 2),
	(10, '110', 3, 1, true, 9, 2),
	(9, '109', 1, 1, true, 10, 2),
	(11, '111', 1, 1, true, 11, 2),
	(16, '116', 3, 1, true, 12, 2),
	(12, '112', 2, 1, true, 13, 2),
	(13, '113', 1, 1, true, 14, 2),
	(15, '115', 1, 1, true, 15, 2),
	(18, '118', 3, 1, true, 16, 2),
	(17, '117', 1, 1, true, 17, 2),
	(14, '114', 2, 1, true, 18, 2),
	(20, '120', 3, 1, true, 19, 2),
	(19, '119', 1, 1, true, 20, 2),
	(21, '121', 1, 1, true, 21, 2),
	(26, '126', 3, 1, true, 22, 2),
	(22, '122', 2, 1, true, 23, 2),
	(23, '123', 1, 1, true, 24, 2),
	(25, '125', 1, 1, true, 25, 2),
	(28, '128', 3, 1, true, 26, 2),
	(27, '127', 1, 1, true, 27, 2),
	(24, '124', 2, 1, true, 28, 2),
	(30, '130', 3, 1, true, 29, 2),
	(29, '129', 1, 1, true, 30, 2),
	(31, '131', 1, 1, true, 31, 2),
	(36, '136', 3, 1, true, 32, 2),
	(32, '132', 2, 1, true, 33, 2),
	(33, '133', 1, 1, true, 34, 2),
	(35, '135', 1, 1, true, 35, 2),
	(38, '138', 3, 1, true, 36, 2),
	(37, '137', 1, 1, true, 37, 2),
	(34, '134', 2, 1, true, 38, 2),
	(40, '140', 3, 1, true, 39, 2),
	(39, '139', 1, 1, true, 40, 2),
	(41, '141', 1, 1, true, 41, 2),
	(46, '146', 3, 1, true, 42, 2),
	(42, '142', 2, 1, true, 43, 2),
	(43, '143', 1, 1, true, 44, 2),
	(45, '145', 1, 1, true, 45, 2),
	(48, '148', 3, 1, true, 46, 2),
	(47, '147', 1, 1, true, 47, 2),
	(44, '144', 2, 1, true, 48, 2),
	(50, '150', 3, 1, true, 49, 2),
	(49, '149', 1, 1, true, 50, 2),
	(51, '201', 1, 1, true, 51, 2),
	(56, '206', 3, 1, true, 52, 2),
	(52, '202', 2, 1, true, 53, 2),
	(53, '203', 1, 1, true, 54, 2),
	(55, '205', 1, 1, true, 55, 2),
	(58, '208', 3, 1, true, 56, 2),
	(57, '207', 1, 1, true, 57, 2),
	(54, '204', 2, 1, true, 58, 2),
	(60, '210', 3, 1, true, 59, 2),
	(59, '209', 1, 1, true, 60, 2),
	(61, '211', 1, 1, true, 61, 2),
	(66, '216', 3, 1, true, 62, 2),
	(62, '212', 2, 1, true, 63, 2),
	(63, '213', 1, 1, true, 64, 2),
	(65, '215', 1, 1, true, 65, 2),
	(68, '218', 3, 1, true, 66, 2),
	(67, '217', 1, 1, true, 67, 2),
	(64, '214', 2, 1, true, 68, 2),
	(70, '220', 3, 1, true, 69, 2),
	(69, '219', 1, 1, true, 70, 2),
	(71, '221', 1, 1, true, 71, 2),
	(76, '226', 3, 1, true, 72, 2),
	(72, '222', 2, 1, true, 73, 2),
	(73, '223', 1, 1, true, 74, 2),
	(75, '225', 1, 1, true, 75, 2),
	(78, '228', 3, 1, true, 76, 2),
	(77, '227', 1, 1, true, 77, 2),
	(74, '224', 2, 1, true, 78, 2),
	(80, '230', 3, 1, true, 79, 2),
	(79, '229', 1, 1, true, 80, 2),
	(82, '232', 2, 1, true, 93, 2),
	(2, '102', 2, 0, true, NULL, 3),
	(1, '101', 1, 1, true, NULL, 4);


--
-- Data for Name: schema_migrations; Type: TABLE DATA; Schema: rooms; Owner: -
--

INSERT INTO rooms.schema_migrations VALUES
	('kit_001_outbox.sql', '2026-11-24 18:41:28.543051+00'),
	('kit_002_projection_versions.sql', '2026-11-24 18:41:28.543051+00'),
	('kit_003_idempotency_keys.sql', '2026-11-24 18:41:28.543051+00'),
	('001_catalog.sql', '2026-11-24 18:41:28.543051+00'),
	('002_occupancy_workorders.sql', '2026-11-24 18:41:28.543051+00');


--
-- Name: outbox_seq_seq; Type: SEQUENCE SET; Schema: auth; Owner: -
--

SELECT pg_catalog.setval('auth.outbox_seq_seq', 1, false);


--
-- Name: users_user_id_seq; Type: SEQUENCE SET; Schema: auth; Owner: -
--

SELECT pg_catalog.setval('auth.users_user_id_seq', 3, true);


--
-- Name: invoices_invoice_id_seq; Type: SEQUENCE SET; Schema: billing; Owner: -
--

SELECT pg_catalog.setval('billing.invoices_invoice_id_seq', 2, true);


--
-- Name: outbox_seq_seq; Type: SEQUENCE SET; Schema: billing; Owner: -
--

SELECT pg_catalog.setval('billing.outbox_seq_seq', 2, true);


--
-- Name: payments_payment_id_seq; Type: SEQUENCE SET; Schema: billing; Owner: -
--

SELECT pg_catalog.setval('billing.payments_payment_id_seq', 2, true);


--
-- Name: customers_customer_id_seq; Type: SEQUENCE SET; Schema: reservations; Owner: -
--

SELECT pg_catalog.setval('reservations.customers_customer_id_seq', 202, true);


--
-- Name: outbox_seq_seq; Type: SEQUENCE SET; Schema: reservations; Owner: -
--

SELECT pg_catalog.setval('reservations.outbox_seq_seq', 286, true);


--
-- Name: res_rooms_res_room_id_seq; Type: SEQUENCE SET; Schema: reservations; Owner: -
--

SELECT pg_catalog.setval('reservations.res_rooms_res_room_id_seq', 202, true);


--
-- Name: reservations_reservation_id_seq; Type: SEQUENCE SET; Schema: reservations; Owner: -
--

SELECT pg_catalog.setval('reservations.reservations_reservation_id_seq', 1202, true);


--
-- Name: outbox_seq_seq; Type: SEQUENCE SET; Schema: rooms; Owner: -
--

SELECT pg_catalog.setval('rooms.outbox_seq_seq', 188, true);


--
-- Name: room_issues_room_issue_id_seq; Type: SEQUENCE SET; Schema: rooms; Owner: -
--

SELECT pg_catalog.setval('rooms.room_issues_room_issue_id_seq', 1, true);


--
-- Name: rooms_room_id_seq; Type: SEQUENCE SET; Schema: rooms; Owner: -
--

SELECT pg_catalog.setval('rooms.rooms_room_id_seq', 100, true);


--
-- Name: access_levels access_levels_pkey; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.access_levels
    ADD CONSTRAINT access_levels_pkey PRIMARY KEY (access_id);


--
-- Name: access_levels access_levels_type_key; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.access_levels
    ADD CONSTRAINT access_levels_type_key UNIQUE (type);


--
-- Name: idempotency_keys idempotency_keys_pkey; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.idempotency_keys
    ADD CONSTRAINT idempotency_keys_pkey PRIMARY KEY (scope, key);


--
-- Name: outbox outbox_id_key; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.outbox
    ADD CONSTRAINT outbox_id_key UNIQUE (id);


--
-- Name: outbox outbox_pkey; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.outbox
    ADD CONSTRAINT outbox_pkey PRIMARY KEY (seq);


--
-- Name: projection_versions projection_versions_pkey; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.projection_versions
    ADD CONSTRAINT projection_versions_pkey PRIMARY KEY (subject);


--
-- Name: revoked_tokens revoked_tokens_pkey; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.revoked_tokens
    ADD CONSTRAINT revoked_tokens_pkey PRIMARY KEY (jti);


--
-- Name: schema_migrations schema_migrations_pkey; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.schema_migrations
    ADD CONSTRAINT schema_migrations_pkey PRIMARY KEY (name);


--
-- Name: signing_keys signing_keys_kid_key; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.signing_keys
    ADD CONSTRAINT signing_keys_kid_key UNIQUE (kid);


--
-- Name: signing_keys signing_keys_pkey; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.signing_keys
    ADD CONSTRAINT signing_keys_pkey PRIMARY KEY (purpose);


--
-- Name: users users_pkey; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (user_id);


--
-- Name: consumer_identity consumer_identity_pkey; Type: CONSTRAINT; Schema: billing; Owner: -
--

ALTER TABLE ONLY billing.consumer_identity
    ADD CONSTRAINT consumer_identity_pkey PRIMARY KEY (singleton);


--
-- Name: idempotency_keys idempotency_keys_pkey; Type: CONSTRAINT; Schema: billing; Owner: -
--

ALTER TABLE ONLY billing.idempotency_keys
    ADD CONSTRAINT idempotency_keys_pkey PRIMARY KEY (scope, key);


--
-- Name: invoice_counters invoice_counters_pkey; Type: CONSTRAINT; Schema: billing; Owner: -
--

ALTER TABLE ONLY billing.invoice_counters
    ADD CONSTRAINT invoice_counters_pkey PRIMARY KEY (year);


--
-- Name: invoices invoices_invoice_number_key; Type: CONSTRAINT; Schema: billing; Owner: -
--

ALTER TABLE ONLY billing.invoices
    ADD CONSTRAINT invoices_invoice_number_key UNIQUE (invoice_number);


--
-- Name: invoices invoices_pkey; Type: CONSTRAINT; Schema: billing; Owner: -
--

ALTER TABLE ONLY billing.invoices
    ADD CONSTRAINT invoices_pkey PRIMARY KEY (invoice_id);


--
-- Name: invoices invoices_res_room_id_key; Type: CONSTRAINT; Schema: billing; Owner: -
--

ALTER TABLE ONLY billing.invoices
    ADD CONSTRAINT invoices_res_room_id_key UNIQUE (res_room_id);


--
-- Name: outbox outbox_id_key; Type: CONSTRAINT; Schema: billing; Owner: -
--

ALTER TABLE ONLY billing.outbox
    ADD CONSTRAINT outbox_id_key UNIQUE (id);


--
-- Name: outbox outbox_pkey; Type: CONSTRAINT; Schema: billing; Owner: -
--

ALTER TABLE ONLY billing.outbox
    ADD CONSTRAINT outbox_pkey PRIMARY KEY (seq);


--
-- Name: payments payments_invoice_id_key; Type: CONSTRAINT; Schema: billing; Owner: -
--

ALTER TABLE ONLY billing.payments
    ADD CONSTRAINT payments_invoice_id_key UNIQUE (invoice_id);


--
-- Name: payments payments_pkey; Type: CONSTRAINT; Schema: billing; Owner: -
--

ALTER TABLE ONLY billing.payments
    ADD CONSTRAINT payments_pkey PRIMARY KEY (payment_id);


--
-- Name: projection_versions projection_versions_pkey; Type: CONSTRAINT; Schema: billing; Owner: -
--

ALTER TABLE ONLY billing.projection_versions
    ADD CONSTRAINT projection_versions_pkey PRIMARY KEY (subject);


--
-- Name: schema_migrations schema_migrations_pkey; Type: CONSTRAINT; Schema: billing; Owner: -
--

ALTER TABLE ONLY billing.schema_migrations
    ADD CONSTRAINT schema_migrations_pkey PRIMARY KEY (name);


--
-- Name: stays stays_pkey; Type: CONSTRAINT; Schema: billing; Owner: -
--

ALTER TABLE ONLY billing.stays
    ADD CONSTRAINT stays_pkey PRIMARY KEY (res_room_id);


--
-- Name: tax_rates tax_rates_pkey; Type: CONSTRAINT; Schema: billing; Owner: -
--

ALTER TABLE ONLY billing.tax_rates
    ADD CONSTRAINT tax_rates_pkey PRIMARY KEY (singleton);


--
-- Name: consumer_identity consumer_identity_pkey; Type: CONSTRAINT; Schema: reservations; Owner: -
--

ALTER TABLE ONLY reservations.consumer_identity
    ADD CONSTRAINT consumer_identity_pkey PRIMARY KEY (singleton);


--
-- Name: customers customers_pkey; Type: CONSTRAINT; Schema: reservations; Owner: -
--

ALTER TABLE ONLY reservations.customers
    ADD CONSTRAINT customers_pkey PRIMARY KEY (customer_id);


--
-- Name: demo_seed demo_seed_pkey; Type: CONSTRAINT; Schema: reservations; Owner: -
--

ALTER TABLE ONLY reservations.demo_seed
    ADD CONSTRAINT demo_seed_pkey PRIMARY KEY (name);


--
-- Name: idempotency_keys idempotency_keys_pkey; Type: CONSTRAINT; Schema: reservations; Owner: -
--

ALTER TABLE ONLY reservations.idempotency_keys
    ADD CONSTRAINT idempotency_keys_pkey PRIMARY KEY (scope, key);


--
-- Name: inventory inventory_pkey; Type: CONSTRAINT; Schema: reservations; Owner: -
--

ALTER TABLE ONLY reservations.inventory
    ADD CONSTRAINT inventory_pkey PRIMARY KEY (room_type_id, night);


--
-- Name: out_of_order out_of_order_pkey; Type: CONSTRAINT; Schema: reservations; Owner: -
--

ALTER TABLE ONLY reservations.out_of_order
    ADD CONSTRAINT out_of_order_pkey PRIMARY KEY (room_issue_id);


--
-- Name: outbox outbox_id_key; Type: CONSTRAINT; Schema: reservations; Owner: -
--

ALTER TABLE ONLY reservations.outbox
    ADD CONSTRAINT outbox_id_key UNIQUE (id);


--
-- Name: outbox outbox_pkey; Type: CONSTRAINT; Schema: reservations; Owner: -
--

ALTER TABLE ONLY reservations.outbox
    ADD CONSTRAINT outbox_pkey PRIMARY KEY (seq);


--
-- Name: projection_versions projection_versions_pkey; Type: CONSTRAINT; Schema: reservations; Owner: -
--

ALTER TABLE ONLY reservations.projection_versions
    ADD CONSTRAINT projection_versions_pkey PRIMARY KEY (subject);


--
-- Name: res_rooms res_rooms_confirmation_code_key; Type: CONSTRAINT; Schema: reservations; Owner: -
--

ALTER TABLE ONLY reservations.res_rooms
    ADD CONSTRAINT res_rooms_confirmation_code_key UNIQUE (confirmation_code);


--
-- Name: res_rooms res_rooms_pkey; Type: CONSTRAINT; Schema: reservations; Owner: -
--

ALTER TABLE ONLY reservations.res_rooms
    ADD CONSTRAINT res_rooms_pkey PRIMARY KEY (res_room_id);


--
-- Name: reservations reservations_pkey; Type: CONSTRAINT; Schema: reservations; Owner: -
--

ALTER TABLE ONLY reservations.reservations
    ADD CONSTRAINT reservations_pkey PRIMARY KEY (reservation_id);


--
-- Name: room_types room_types_pkey; Type: CONSTRAINT; Schema: reservations; Owner: -
--

ALTER TABLE ONLY reservations.room_types
    ADD CONSTRAINT room_types_pkey PRIMARY KEY (room_type_id);


--
-- Name: rooms rooms_pkey; Type: CONSTRAINT; Schema: reservations; Owner: -
--

ALTER TABLE ONLY reservations.rooms
    ADD CONSTRAINT rooms_pkey PRIMARY KEY (room_id);


--
-- Name: schema_migrations schema_migrations_pkey; Type: CONSTRAINT; Schema: reservations; Owner: -
--

ALTER TABLE ONLY reservations.schema_migrations
    ADD CONSTRAINT schema_migrations_pkey PRIMARY KEY (name);


--
-- Name: consumer_identity consumer_identity_pkey; Type: CONSTRAINT; Schema: rooms; Owner: -
--

ALTER TABLE ONLY rooms.consumer_identity
    ADD CONSTRAINT consumer_identity_pkey PRIMARY KEY (singleton);


--
-- Name: hotel_info hotel_info_pkey; Type: CONSTRAINT; Schema: rooms; Owner: -
--

ALTER TABLE ONLY rooms.hotel_info
    ADD CONSTRAINT hotel_info_pkey PRIMARY KEY (hotel_info_id);


--
-- Name: idempotency_keys idempotency_keys_pkey; Type: CONSTRAINT; Schema: rooms; Owner: -
--

ALTER TABLE ONLY rooms.idempotency_keys
    ADD CONSTRAINT idempotency_keys_pkey PRIMARY KEY (scope, key);


--
-- Name: outbox outbox_id_key; Type: CONSTRAINT; Schema: rooms; Owner: -
--

ALTER TABLE ONLY rooms.outbox
    ADD CONSTRAINT outbox_id_key UNIQUE (id);


--
-- Name: outbox outbox_pkey; Type: CONSTRAINT; Schema: rooms; Owner: -
--

ALTER TABLE ONLY rooms.outbox
    ADD CONSTRAINT outbox_pkey PRIMARY KEY (seq);


--
-- Name: projection_versions projection_versions_pkey; Type: CONSTRAINT; Schema: rooms; Owner: -
--

ALTER TABLE ONLY rooms.projection_versions
    ADD CONSTRAINT projection_versions_pkey PRIMARY KEY (subject);


--
-- Name: room_issues room_issues_pkey; Type: CONSTRAINT; Schema: rooms; Owner: -
--

ALTER TABLE ONLY rooms.room_issues
    ADD CONSTRAINT room_issues_pkey PRIMARY KEY (room_issue_id);


--
-- Name: room_stays room_stays_pkey; Type: CONSTRAINT; Schema: rooms; Owner: -
--

ALTER TABLE ONLY rooms.room_stays
    ADD CONSTRAINT room_stays_pkey PRIMARY KEY (res_room_id);


--
-- Name: room_types room_types_pkey; Type: CONSTRAINT; Schema: rooms; Owner: -
--

ALTER TABLE ONLY rooms.room_types
    ADD CONSTRAINT room_types_pkey PRIMARY KEY (room_type_id);


--
-- Name: room_types room_types_type_key; Type: CONSTRAINT; Schema: rooms; Owner: -
--

ALTER TABLE ONLY rooms.room_types
    ADD CONSTRAINT room_types_type_key UNIQUE (type);


--
-- Name: rooms rooms_occupied_by_key; Type: CONSTRAINT; Schema: rooms; Owner: -
--

ALTER TABLE ONLY rooms.rooms
    ADD CONSTRAINT rooms_occupied_by_key UNIQUE (occupied_by);


--
-- Name: rooms rooms_pkey; Type: CONSTRAINT; Schema: rooms; Owner: -
--

ALTER TABLE ONLY rooms.rooms
    ADD CONSTRAINT rooms_pkey PRIMARY KEY (room_id);


--
-- Name: rooms rooms_room_num_key; Type: CONSTRAINT; Schema: rooms; Owner: -
--

ALTER TABLE ONLY rooms.rooms
    ADD CONSTRAINT rooms_room_num_key UNIQUE (room_num);


--
-- Name: schema_migrations schema_migrations_pkey; Type: CONSTRAINT; Schema: rooms; Owner: -
--

ALTER TABLE ONLY rooms.schema_migrations
    ADD CONSTRAINT schema_migrations_pkey PRIMARY KEY (name);


--
-- Name: idempotency_keys_created_idx; Type: INDEX; Schema: auth; Owner: -
--

CREATE INDEX idempotency_keys_created_idx ON auth.idempotency_keys USING btree (created_at);


--
-- Name: outbox_published_idx; Type: INDEX; Schema: auth; Owner: -
--

CREATE INDEX outbox_published_idx ON auth.outbox USING btree (published_at) WHERE (published_at IS NOT NULL);


--
-- Name: outbox_subject_version_idx; Type: INDEX; Schema: auth; Owner: -
--

CREATE INDEX outbox_subject_version_idx ON auth.outbox USING btree (subject, version);


--
-- Name: outbox_unpublished_idx; Type: INDEX; Schema: auth; Owner: -
--

CREATE INDEX outbox_unpublished_idx ON auth.outbox USING btree (seq) WHERE (published_at IS NULL);


--
-- Name: revoked_tokens_expires_at; Type: INDEX; Schema: auth; Owner: -
--

CREATE INDEX revoked_tokens_expires_at ON auth.revoked_tokens USING btree (expires_at);


--
-- Name: users_username_key; Type: INDEX; Schema: auth; Owner: -
--

CREATE UNIQUE INDEX users_username_key ON auth.users USING btree (lower(username));


--
-- Name: idempotency_keys_created_idx; Type: INDEX; Schema: billing; Owner: -
--

CREATE INDEX idempotency_keys_created_idx ON billing.idempotency_keys USING btree (created_at);


--
-- Name: outbox_published_idx; Type: INDEX; Schema: billing; Owner: -
--

CREATE INDEX outbox_published_idx ON billing.outbox USING btree (published_at) WHERE (published_at IS NOT NULL);


--
-- Name: outbox_subject_version_idx; Type: INDEX; Schema: billing; Owner: -
--

CREATE INDEX outbox_subject_version_idx ON billing.outbox USING btree (subject, version);


--
-- Name: outbox_unpublished_idx; Type: INDEX; Schema: billing; Owner: -
--

CREATE INDEX outbox_unpublished_idx ON billing.outbox USING btree (seq) WHERE (published_at IS NULL);


--
-- Name: stays_checked_out_idx; Type: INDEX; Schema: billing; Owner: -
--

CREATE INDEX stays_checked_out_idx ON billing.stays USING btree (departure) WHERE checked_out;


--
-- Name: stays_in_house_idx; Type: INDEX; Schema: billing; Owner: -
--

CREATE INDEX stays_in_house_idx ON billing.stays USING btree (departure) WHERE (checked_in AND (NOT checked_out));


--
-- Name: customers_first_last_name_idx; Type: INDEX; Schema: reservations; Owner: -
--

CREATE INDEX customers_first_last_name_idx ON reservations.customers USING btree (lower(first_name) COLLATE "C", lower(last_name) COLLATE "C");


--
-- Name: customers_last_first_name_idx; Type: INDEX; Schema: reservations; Owner: -
--

CREATE INDEX customers_last_first_name_idx ON reservations.customers USING btree (lower(last_name) COLLATE "C", lower(first_name) COLLATE "C");


--
-- Name: idempotency_keys_created_idx; Type: INDEX; Schema: reservations; Owner: -
--

CREATE INDEX idempotency_keys_created_idx ON reservations.idempotency_keys USING btree (created_at);


--
-- Name: out_of_order_open_idx; Type: INDEX; Schema: reservations; Owner: -
--

CREATE INDEX out_of_order_open_idx ON reservations.out_of_order USING btree (room_type_id, start_date, end_date) WHERE (NOT fixed);


--
-- Name: out_of_order_room_idx; Type: INDEX; Schema: reservations; Owner: -
--

CREATE INDEX out_of_order_room_idx ON reservations.out_of_order USING btree (room_id, start_date) WHERE (NOT fixed);


--
-- Name: outbox_published_idx; Type: INDEX; Schema: reservations; Owner: -
--

CREATE INDEX outbox_published_idx ON reservations.outbox USING btree (published_at) WHERE (published_at IS NOT NULL);


--
-- Name: outbox_subject_version_idx; Type: INDEX; Schema: reservations; Owner: -
--

CREATE INDEX outbox_subject_version_idx ON reservations.outbox USING btree (subject, version);


--
-- Name: outbox_unpublished_idx; Type: INDEX; Schema: reservations; Owner: -
--

CREATE INDEX outbox_unpublished_idx ON reservations.outbox USING btree (seq) WHERE (published_at IS NULL);


--
-- Name: res_rooms_arrival_idx; Type: INDEX; Schema: reservations; Owner: -
--

CREATE INDEX res_rooms_arrival_idx ON reservations.res_rooms USING btree (check_in_date, res_room_id);


--
-- Name: res_rooms_checked_in_nights_idx; Type: INDEX; Schema: reservations; Owner: -
--

CREATE INDEX res_rooms_checked_in_nights_idx ON reservations.res_rooms USING gist (daterange(check_in_date, check_out_date)) WHERE checked_in;


--
-- Name: res_rooms_code_trgm_idx; Type: INDEX; Schema: reservations; Owner: -
--

CREATE INDEX res_rooms_code_trgm_idx ON reservations.res_rooms USING gin (confirmation_code public.gin_trgm_ops);


--
-- Name: res_rooms_departed_on_idx; Type: INDEX; Schema: reservations; Owner: -
--

CREATE INDEX res_rooms_departed_on_idx ON reservations.res_rooms USING btree (COALESCE(checked_out_on, check_out_date)) WHERE checked_out;


--
-- Name: res_rooms_departure_idx; Type: INDEX; Schema: reservations; Owner: -
--

CREATE INDEX res_rooms_departure_idx ON reservations.res_rooms USING btree (check_out_date);


--
-- Name: res_rooms_in_house_departure_idx; Type: INDEX; Schema: reservations; Owner: -
--

CREATE INDEX res_rooms_in_house_departure_idx ON reservations.res_rooms USING btree (check_out_date) WHERE (checked_in AND (NOT checked_out));


--
-- Name: res_rooms_in_house_room_idx; Type: INDEX; Schema: reservations; Owner: -
--

CREATE INDEX res_rooms_in_house_room_idx ON reservations.res_rooms USING btree (room_id) WHERE (checked_in AND (NOT checked_out));


--
-- Name: res_rooms_reservation_idx; Type: INDEX; Schema: reservations; Owner: -
--

CREATE INDEX res_rooms_reservation_idx ON reservations.res_rooms USING btree (reservation_id);


--
-- Name: reservations_customer_idx; Type: INDEX; Schema: reservations; Owner: -
--

CREATE INDEX reservations_customer_idx ON reservations.reservations USING btree (customer_id);


--
-- Name: rooms_room_num_idx; Type: INDEX; Schema: reservations; Owner: -
--

CREATE INDEX rooms_room_num_idx ON reservations.rooms USING btree (room_num);


--
-- Name: rooms_type_idx; Type: INDEX; Schema: reservations; Owner: -
--

CREATE INDEX rooms_type_idx ON reservations.rooms USING btree (room_type_id) WHERE active;


--
-- Name: idempotency_keys_created_idx; Type: INDEX; Schema: rooms; Owner: -
--

CREATE INDEX idempotency_keys_created_idx ON rooms.idempotency_keys USING btree (created_at);


--
-- Name: outbox_published_idx; Type: INDEX; Schema: rooms; Owner: -
--

CREATE INDEX outbox_published_idx ON rooms.outbox USING btree (published_at) WHERE (published_at IS NOT NULL);


--
-- Name: outbox_subject_version_idx; Type: INDEX; Schema: rooms; Owner: -
--

CREATE INDEX outbox_subject_version_idx ON rooms.outbox USING btree (subject, version);


--
-- Name: outbox_unpublished_idx; Type: INDEX; Schema: rooms; Owner: -
--

CREATE INDEX outbox_unpublished_idx ON rooms.outbox USING btree (seq) WHERE (published_at IS NULL);


--
-- Name: room_issues_open_idx; Type: INDEX; Schema: rooms; Owner: -
--

CREATE INDEX room_issues_open_idx ON rooms.room_issues USING btree (room_id, start_date, end_date) WHERE (NOT fixed);


--
-- Name: room_stays_checked_out_idx; Type: INDEX; Schema: rooms; Owner: -
--

CREATE INDEX room_stays_checked_out_idx ON rooms.room_stays USING btree (room_id, checked_out_on) WHERE (checked_out_on IS NOT NULL);


--
-- Name: rooms_type_idx; Type: INDEX; Schema: rooms; Owner: -
--

CREATE INDEX rooms_type_idx ON rooms.rooms USING btree (room_type_id) WHERE active;


--
-- Name: stays_desk_state_stats; Type: STATISTICS; Schema: billing; Owner: -
--

CREATE STATISTICS billing.stays_desk_state_stats (mcv) ON active, checked_in, checked_out FROM billing.stays;


--
-- Name: res_rooms_departed_on_stats; Type: STATISTICS; Schema: reservations; Owner: -
--

CREATE STATISTICS reservations.res_rooms_departed_on_stats ON COALESCE(checked_out_on, check_out_date) FROM reservations.res_rooms;


--
-- Name: res_rooms_desk_state_stats; Type: STATISTICS; Schema: reservations; Owner: -
--

CREATE STATISTICS reservations.res_rooms_desk_state_stats (mcv) ON checked_in, checked_out FROM reservations.res_rooms;


--
-- Name: res_rooms_nights_stats; Type: STATISTICS; Schema: reservations; Owner: -
--

CREATE STATISTICS reservations.res_rooms_nights_stats ON daterange(check_in_date, check_out_date) FROM reservations.res_rooms;


--
-- Name: users users_access_id_fkey; Type: FK CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.users
    ADD CONSTRAINT users_access_id_fkey FOREIGN KEY (access_id) REFERENCES auth.access_levels(access_id);


--
-- Name: payments payments_invoice_id_fkey; Type: FK CONSTRAINT; Schema: billing; Owner: -
--

ALTER TABLE ONLY billing.payments
    ADD CONSTRAINT payments_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES billing.invoices(invoice_id);


--
-- Name: res_rooms res_rooms_reservation_id_fkey; Type: FK CONSTRAINT; Schema: reservations; Owner: -
--

ALTER TABLE ONLY reservations.res_rooms
    ADD CONSTRAINT res_rooms_reservation_id_fkey FOREIGN KEY (reservation_id) REFERENCES reservations.reservations(reservation_id);


--
-- Name: reservations reservations_customer_id_fkey; Type: FK CONSTRAINT; Schema: reservations; Owner: -
--

ALTER TABLE ONLY reservations.reservations
    ADD CONSTRAINT reservations_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES reservations.customers(customer_id);


--
-- Name: room_issues room_issues_room_id_fkey; Type: FK CONSTRAINT; Schema: rooms; Owner: -
--

ALTER TABLE ONLY rooms.room_issues
    ADD CONSTRAINT room_issues_room_id_fkey FOREIGN KEY (room_id) REFERENCES rooms.rooms(room_id);


--
-- Name: rooms rooms_room_type_id_fkey; Type: FK CONSTRAINT; Schema: rooms; Owner: -
--

ALTER TABLE ONLY rooms.rooms
    ADD CONSTRAINT rooms_room_type_id_fkey FOREIGN KEY (room_type_id) REFERENCES rooms.room_types(room_type_id);


--
-- PostgreSQL database dump complete
--


