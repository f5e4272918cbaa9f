#!/bin/sh
# Restarts ClearSignal without a failed request: each web instance in turn (SIGTERM: it stops
# accepting, finishes what is in flight, exits; systemd starts it again), waiting until it is
# ready and nginx uses it again before the next one stops; then the outbox sender.
#   deploy/rolling-restart.sh [port...]     (default: 3001 3002, the ports nginx's upstream lists)
# tests/topology/run.mjs runs the same sequence against nginx and two instances.
set -eu
[ "$#" -gt 0 ] || set -- 3001 3002
for port in "$@"; do
  systemctl restart "clearsignal@$port"
  tries=0
  until curl -fsS -o /dev/null "http://127.0.0.1:$port/readyz"; do
    tries=$((tries + 1))
    if [ "$tries" -ge 120 ]; then
      echo "clearsignal@$port is not ready after 60 s: stopping here, the others still serve" >&2
      exit 1
    fi
    sleep 0.5
  done
  # Longer than nginx's fail_timeout (2 s, which nginx counts in whole seconds: up to 3 s), so
  # nginx sends to this instance again before the next one stops.
  sleep 4
done
systemctl restart clearsignal-outbox
echo "restarted: $* and the outbox sender"
