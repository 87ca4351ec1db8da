-- One login role per service, owning exactly its own schema (docs/architecture.md §4: a service reads and
-- writes only its own schema). CloudNativePG runs this once, as superuser, in the application
-- database when it initialises the cluster; the Cluster's `managed.roles` then gives each role
-- LOGIN and the password from its Secret (pms-db-<service>). The roles are created here, without
-- login, because a schema's owner must exist before the schema.
--
-- No role gets USAGE on another's schema. `public` holds shared extensions only: every role may
-- use it, none may create in it. CREATE on the database is granted because the migration runner
-- says `create schema if not exists <own schema>`, which PostgreSQL checks against the database
-- even when the schema is there.

REVOKE CREATE ON SCHEMA public FROM PUBLIC;
DO $$ BEGIN EXECUTE format('REVOKE ALL ON DATABASE %I FROM PUBLIC', current_database()); END $$;

-- Trigram indexes for svc-reservations' confirmation-code search; its migration uses pg_trgm
-- where present (and scans without it).
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'pms_auth') THEN CREATE ROLE pms_auth NOLOGIN; END IF; END $$;
CREATE SCHEMA IF NOT EXISTS auth AUTHORIZATION pms_auth;
DO $$ BEGIN EXECUTE format('GRANT CONNECT, TEMPORARY, CREATE ON DATABASE %I TO pms_auth', current_database()); END $$;

DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'pms_reservations') THEN CREATE ROLE pms_reservations NOLOGIN; END IF; END $$;
CREATE SCHEMA IF NOT EXISTS reservations AUTHORIZATION pms_reservations;
DO $$ BEGIN EXECUTE format('GRANT CONNECT, TEMPORARY, CREATE ON DATABASE %I TO pms_reservations', current_database()); END $$;

DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'pms_rooms') THEN CREATE ROLE pms_rooms NOLOGIN; END IF; END $$;
CREATE SCHEMA IF NOT EXISTS rooms AUTHORIZATION pms_rooms;
DO $$ BEGIN EXECUTE format('GRANT CONNECT, TEMPORARY, CREATE ON DATABASE %I TO pms_rooms', current_database()); END $$;

DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'pms_billing') THEN CREATE ROLE pms_billing NOLOGIN; END IF; END $$;
CREATE SCHEMA IF NOT EXISTS billing AUTHORIZATION pms_billing;
DO $$ BEGIN EXECUTE format('GRANT CONNECT, TEMPORARY, CREATE ON DATABASE %I TO pms_billing', current_database()); END $$;
