-- PostgreSQL for ClearSignal: one role that owns its database and schema. Run once, as the
-- server's superuser, choosing the password:
--   sudo -u postgres psql -v password='…' -f deploy/postgres-setup.sql
-- Migrations: clearsignal-migrate.service runs them as this role before the instances start
-- (each instance also checks at start that none is pending; Kysely's migration lock makes
-- concurrent starts safe). The instances use the same role: the app has no separate
-- migration role, since every process opens the database through the migrator.
CREATE ROLE clearsignal LOGIN PASSWORD :'password';
CREATE DATABASE clearsignal OWNER clearsignal ENCODING 'UTF8' TEMPLATE template0;
REVOKE ALL ON DATABASE clearsignal FROM PUBLIC;
GRANT CONNECT, TEMPORARY ON DATABASE clearsignal TO clearsignal;
\connect clearsignal
-- Nobody else may create objects in the public schema; the role owns it.
REVOKE ALL ON SCHEMA public FROM PUBLIC;
ALTER SCHEMA public OWNER TO clearsignal;
