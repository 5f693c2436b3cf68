// API figures with autocannon at 50 connections, each as a ratio to a bare Fastify hello world
// measured in the same run, and the bookings throughput with its oversell check.
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { atLeast, atMost, processCpuMs, row, sleep } from './lib.mjs';

const CONNECTIONS = 50;
/** What a browser sends: the API may compress its answers, and that work is part of the figure. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

const DAY_MS = 86_400_000;
/** YYYY-MM-DD of `base` (YYYY-MM-DD) plus `days`. */
export const addDays = (base, days) => new Date(Date.parse(`${base}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A card expiry (MM/YY) two years ahead. */
const cardExpiry = () => {
  const d = new Date();
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String((d.getFullYear() + 2) % 100).padStart(2, '0')}`;
};

/** Today in Europe/Istanbul (the site's calendar). */
export const todayIstanbul = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());

/**
 * Runs autocannon for `seconds` against `base`, each request's path (and body) made by `make(i)`.
 * A one-second warm-up run comes first and is discarded.
 */
async function cannon({ base, seconds, make, method = 'GET', headers = BROWSER_HEADERS, connections = CONNECTIONS, warmup = 1, pid }) {
  let i = 0;
  // Which paths were asked before (warm-up included): a repeat is what the API's response cache
  // can answer. How many repeats a run makes depends on how many requests it makes, so the share
  // is printed with the figure.
  const seen = new Set();
  let measuring = false;
  let made = 0;
  let repeats = 0;
  const options = (duration) => ({
    url: base,
    connections,
    duration,
    method,
    headers,
    requests: [
      {
        setupRequest: (request) => {
          const next = make(i++);
          if (measuring) {
            made += 1;
            if (seen.has(next.path)) repeats += 1;
          }
          seen.add(next.path);
          request.path = next.path;
          if (next.body !== undefined) request.body = JSON.stringify(next.body);
          if (next.headers) request.headers = { ...headers, ...next.headers };
          return request;
        },
      },
    ],
  });
  if (warmup > 0) await autocannon(options(warmup));
  const cpuBefore = pid ? processCpuMs(pid) : null;
  measuring = true;
  const result = await autocannon(options(seconds));
  measuring = false;
  const cpuAfter = pid ? processCpuMs(pid) : null;
  const ok = result['2xx'];
  return {
    // The server's own CPU a request (µs): the load generator shares the machine's cores, so
    // requests per second also measure its cost per answer; this figure does not.
    cpuUsPerRequest: cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / Math.max(1, ok + result.non2xx),
    rps: ok / result.duration,
    /** Share of the measured requests whose path had been asked before (%). */
    repeatShare: made > 0 ? (repeats / made) * 100 : null,
    total: ok + result.non2xx,
    ok,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, v]) => [code, v.count])),
    p50: result.latency.p50,
    p99: result.latency.p99,
    duration: result.duration,
  };
}

const failures = (r) => r.non2xx + r.errors;
const failureNote = (r) => (failures(r) ? `, ${failures(r)} failed (${JSON.stringify(r.statusCodes)}, ${r.errors} socket errors)` : '');

/** Hotel, room and restaurant ids the calls below use, read through the API like a client would. */
export async function fixtures(base) {
  const get = async (path) => {
    const res = await fetch(base + path);
    if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const hotels = [];
  for (let page = 1; hotels.length < 200; page++) {
    const list = await get(`/api/hotels?limit=50&page=${page}&lang=en`);
    hotels.push(...list.results.map((h) => h._id ?? h.id));
    if (page >= list.pages) break;
  }
  const restaurants = await get('/api/restaurants?lang=en');
  const restaurantList = restaurants.results ?? restaurants.restaurants ?? restaurants;
  const packages = await get('/api/packages?lang=en').catch(() => null);
  const packageList = packages?.results ?? packages?.packages ?? (Array.isArray(packages) ? packages : []);
  return {
    hotels,
    hotel: hotels[0],
    restaurants: restaurantList.map((r) => ({ id: r._id ?? r.id, slug: r.slug })),
    restaurant: restaurantList[0]?.slug ?? null,
    packageSlug: packageList[0]?.slug ?? null,
  };
}

/** Every room type with its hotel, straight from the bench's own temporary database. */
function roomsOf(databasePath) {
  const db = new Database(databasePath, { readonly: true });
  try {
    return db
      .prepare(
        'SELECT r.id AS roomTypeId, r.hotel_id AS hotelId, r.capacity FROM room_types r JOIN hotels h ON h.id = r.hotel_id WHERE h.active = 1 ORDER BY r.hotel_id, r.sort_order',
      )
      .all();
  } finally {
    db.close();
  }
}

/** `roomTypeId|date` of every night closed to bookings (the seed closes a few for works). */
function blockedNights(databasePath) {
  const db = new Database(databasePath, { readonly: true });
  try {
    return new Set(
      db
        .prepare('SELECT room_type_id AS room, date FROM hotel_inventory WHERE blocked = 1')
        .all()
        .map((n) => `${n.room}|${n.date}`),
    );
  } finally {
    db.close();
  }
}

/** ", server CPU 41 µs a request", when /proc could be read. */
const cpuNote = (r) => (r.cpuUsPerRequest === null ? '' : `, server CPU ${Math.round(r.cpuUsPerRequest)} µs a request`);

export async function measureApi({ base, helloBase, databasePath, ids, seconds, log, serverPid, helloPid }) {
  const rows = [];
  const details = {};
  const today = todayIstanbul();
  const rooms = roomsOf(databasePath);

  // The hello world is measured before and after the API calls and the ratios use the mean of the
  // two, so a machine that gets busier (or quieter) during the part skews the ratios less.
  log('api: bare Fastify hello world');
  const helloBefore = await cannon({ base: helloBase, seconds, make: () => ({ path: '/' }), pid: helloPid });
  const measured = [];

  const calls = [
    {
      key: 'search',
      label: 'hotel search, 7 nights',
      budget: atLeast(50),
      p99Budget: atMost(20),
      make: (i) => {
        const checkIn = addDays(today, 1 + (i % 300));
        return { path: `/api/hotels?checkIn=${checkIn}&checkOut=${addDays(checkIn, 7)}&guests=${1 + (i % 3)}&lang=en` };
      },
    },
    {
      key: 'hotel',
      label: 'hotel by id',
      budget: atLeast(80),
      make: (i) => ({ path: `/api/hotels/${ids.hotels[(i * 7) % ids.hotels.length]}?lang=en` }),
    },
    {
      key: 'availability',
      label: 'availability',
      budget: atLeast(80),
      make: (i) => {
        const room = rooms[(i * 7919) % rooms.length];
        const checkIn = addDays(today, 1 + (i % 300));
        return {
          path: `/api/inventory/hotels/${room.hotelId}/${room.roomTypeId}/availability?checkIn=${checkIn}&checkOut=${addDays(checkIn, 1 + (i % 7))}&guests=1&lang=en`,
        };
      },
    },
    {
      key: 'slots',
      label: 'restaurant slots',
      budget: null,
      make: (i) => {
        const r = ids.restaurants[i % ids.restaurants.length];
        return { path: `/api/restaurants/${r.id}/slots?date=${addDays(today, 2 + (i % 28))}&partySize=${2 + (i % 4)}&lang=en` };
      },
    },
    {
      // The bench lifts the API's provider rate limit (PROVIDER_RATE_PER_SECOND, 10 a second for the
      // real service): the figure is what the API costs around the sandbox, not the limiter's pace.
      key: 'flights',
      label: 'flight search (sandbox)',
      budget: null,
      extra: 'provider rate limit lifted',
      make: (i) => ({
        path: `/api/flights/search?origin=TZX&destination=${['IST', 'SAW', 'ESB', 'ADB'][i % 4]}&departureDate=${addDays(today, 7 + (i % 60))}&adults=${1 + (i % 2)}&lang=en`,
      }),
    },
  ];

  for (const call of calls) {
    log(`api: ${call.label}`);
    // Prove the call answers 200 before measuring it (a 400 at full speed would be a meaningless figure).
    const probe = call.make(0);
    const res = await fetch(base + probe.path, { headers: BROWSER_HEADERS });
    if (!res.ok) {
      measured.push({ call, error: `GET ${probe.path} answered ${res.status}: ${(await res.text()).slice(0, 160)}` });
      continue;
    }
    measured.push({ call, result: await cannon({ base, seconds, make: call.make, pid: serverPid }) });
  }
  log('api: bare Fastify hello world, again');
  const helloAfter = await cannon({ base: helloBase, seconds, make: () => ({ path: '/' }), pid: helloPid });
  const helloRps = (helloBefore.rps + helloAfter.rps) / 2;
  details.hello = { before: helloBefore, after: helloAfter, rps: helloRps };
  const helloFailures = failures(helloBefore) + failures(helloAfter);
  rows.push(
    row(
      'api',
      'bare Fastify hello world',
      helloRps,
      'req/s',
      null,
      `before ${Math.round(helloBefore.rps).toLocaleString('en-US')}, after ${Math.round(helloAfter.rps).toLocaleString('en-US')} req/s; p99 ${helloBefore.p99}/${helloAfter.p99} ms${cpuNote(helloBefore)}${helloFailures ? `, ${helloFailures} failed` : ''}`,
    ),
  );
  const ratio = (r) => (helloRps > 0 ? (r.rps / helloRps) * 100 : null);

  for (const { call, result: r, error } of measured) {
    if (error) {
      details[call.key] = { error };
      rows.push(row('api', `${call.label}, ratio to hello world`, null, '%', call.budget, error));
      if (call.p99Budget) rows.push(row('api', `${call.label}, p99 latency`, null, 'ms', call.p99Budget, error));
      continue;
    }
    details[call.key] = r;
    const repeats = r.repeatShare === null ? '' : `, ${r.repeatShare.toFixed(0)} % of paths asked before`;
    const note = `${Math.round(r.rps).toLocaleString('en-US')} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${cpuNote(r)}${repeats}${failureNote(r)}${call.extra ? `; ${call.extra}` : ''}`;
    const figure = failures(r) ? null : ratio(r);
    rows.push(row('api', `${call.label}, ratio to hello world`, figure, '%', call.budget, note));
    if (call.p99Budget) rows.push(row('api', `${call.label}, p99 latency`, failures(r) ? null : r.p99, 'ms', call.p99Budget, ''));
  }
  return { rows, details };
}

/**
 * Bookings per second at 50 concurrent clients, pay at hotel, one night each, every request on a
 * different room-night (round robin over all room types, then nights), so none contends with
 * another; then a contended round (many clients on a few room-nights) that must sell exactly the
 * rooms left; then the database is read: no night below 0 rooms, and the rooms taken on every
 * night equal the bookings holding it.
 */
export async function measureBookings({ base, databasePath, seconds, log, serverPid }) {
  const rows = [];
  const details = { odd: [] };
  const today = todayIstanbul();
  const rooms = roomsOf(databasePath);
  const byHotel = new Map();
  for (const room of rooms) byHotel.set(room.hotelId, [...(byHotel.get(room.hotelId) ?? []), room]);
  const roomsByHotel = [...byHotel.values()];
  // Every booking comes from its own client: its own address (the bench's server trusts
  // X-Forwarded-For) and its own e-mail, as 50 real guests would, so the per-address and
  // per-e-mail limits on pay-at-hotel bookings (issue 10) do not refuse a load test from one machine.
  let client = 0;
  const nextClient = () => {
    const n = ++client;
    return { address: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`, email: `bench-${n}@example.com` };
  };
  const bodyOf = (room, checkIn, email, payment = { method: 'payAtHotel' }) => ({
    type: 'hotel',
    hotelId: room.hotelId,
    roomTypeId: room.roomTypeId,
    checkIn,
    checkOut: addDays(checkIn, 1),
    guests: 1,
    contact: { firstName: 'Bench', lastName: 'Client', email, phone: '+90 462 555 12 34' },
    payment,
  });
  const SPREAD_DAYS = 300; // nights 1..300 for the throughput run; 320+ for the contended round
  const post = (body, address) =>
    fetch(`${base}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });

  // Prove the body books (201) before measuring.
  const first = nextClient();
  const probe = await post(bodyOf(rooms[0], addDays(today, SPREAD_DAYS + 5), first.email), first.address);
  if (probe.status !== 201) {
    const why = `POST /api/bookings answered ${probe.status}: ${(await probe.text()).slice(0, 200)}`;
    return {
      rows: [
        row('bookings', 'committed bookings per second (50 clients)', null, '/s', atLeast(3000), why),
        row('bookings', 'bookings: errors', null, '', atMost(0), why),
        row('bookings', 'bookings: oversold room-nights', null, '', atMost(0), why),
      ],
      details: { error: why },
    };
  }

  const blocked = blockedNights(databasePath);
  let cursor = 0;
  log('bookings: 50 clients, pay at hotel, one booking per hotel-night');
  const cpuBefore = processCpuMs(serverPid);
  const r = await cannon({
    base,
    seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    warmup: 0,
    make: () => {
      // Hotels in round robin, then nights, one booking per hotel-night (at most 3 unpaid stays
      // may hold a hotel's night), the room type rotating; the few nights the seed closed are skipped.
      for (;;) {
        const i = cursor++;
        const night = Math.floor(i / roomsByHotel.length);
        const hotelRooms = roomsByHotel[i % roomsByHotel.length];
        const room = hotelRooms[night % hotelRooms.length];
        const checkIn = addDays(today, 1 + (night % SPREAD_DAYS));
        if (blocked.has(`${room.roomTypeId}|${checkIn}`)) continue;
        const { address, email } = nextClient();
        return { path: '/api/bookings', body: bodyOf(room, checkIn, email), headers: { 'x-forwarded-for': address } };
      }
    },
  });
  const cpuPerBooking = cpuBefore === null ? null : (processCpuMs(serverPid) - cpuBefore) / Math.max(1, r.ok);
  const spreadLimit = roomsByHotel.length * SPREAD_DAYS;

  // Card payments here: no unpaid limit applies, so only the inventory guard decides who gets a room.
  const card = { method: 'creditCard', cardNumber: '4111 1111 1111 1111', cardName: 'BENCH CLIENT', expiryDate: cardExpiry(), cvv: '7319' };
  log('bookings: contended round (card payments, 40 clients per room-night)');
  const db = new Database(databasePath, { readonly: true });
  const contended = [];
  try {
    const left = db.prepare('SELECT available_rooms AS left FROM hotel_inventory WHERE room_type_id = ? AND date = ?');
    for (let k = 0; k < 8; k++) {
      const room = rooms[(k * 97) % rooms.length];
      const checkIn = addDays(today, 320 + k);
      const before = left.get(room.roomTypeId, checkIn)?.left ?? 0;
      const answers = await Promise.all(
        Array.from({ length: 40 }, () => {
          const { address, email } = nextClient();
          return post(bodyOf(room, checkIn, email, card), address).then(
            async (res) => {
              if (res.status !== 201 && res.status !== 409) details.odd.push(`${res.status} ${(await res.text()).slice(0, 160)}`);
              return res.status;
            },
            (error) => {
              details.odd.push(error.message);
              return 0;
            },
          );
        }),
      );
      const after = left.get(room.roomTypeId, checkIn)?.left ?? null;
      contended.push({
        before,
        after,
        sold: answers.filter((s) => s === 201).length,
        refused: answers.filter((s) => s === 409).length,
        other: answers.filter((s) => s !== 201 && s !== 409).length,
      });
    }
  } finally {
    db.close();
  }
  await sleep(200);

  // The database after both rounds.
  const check = new Database(databasePath, { readonly: true });
  let audit;
  try {
    const negative = check
      .prepare('SELECT COUNT(*) AS n FROM hotel_inventory WHERE available_rooms < 0 OR available_rooms > total_rooms')
      .get().n;
    const taken = check
      .prepare(
        'SELECT room_type_id AS room, date, total_rooms - available_rooms AS taken FROM hotel_inventory WHERE available_rooms <> total_rooms',
      )
      .all();
    const held = new Map();
    for (const b of check.prepare("SELECT details FROM bookings WHERE type = 'hotel' AND status <> 'cancelled'").iterate()) {
      const d = JSON.parse(b.details);
      for (let night = d.checkIn; night < d.checkOut; night = addDays(night, 1)) {
        const key = `${d.roomTypeId}|${night}`;
        held.set(key, (held.get(key) ?? 0) + 1);
      }
    }
    let mismatched = 0;
    let roomsTaken = 0;
    for (const t of taken) {
      roomsTaken += t.taken;
      const key = `${t.room}|${t.date}`;
      if (held.get(key) !== t.taken) mismatched++;
      held.delete(key);
    }
    mismatched += held.size; // bookings holding a night whose inventory shows nothing taken
    const bookingsHeld = check.prepare("SELECT COUNT(*) AS n FROM bookings WHERE type = 'hotel' AND status <> 'cancelled'").get().n;
    audit = { negative, mismatched, roomsTaken, bookingsHeld };
  } finally {
    check.close();
  }

  const oversoldContended = contended.reduce((n, c) => n + Math.max(0, c.sold - c.before), 0);
  const undersoldContended = contended.filter((c) => c.sold < Math.min(c.before, 40)).length;
  const contendedOther = contended.reduce((n, c) => n + c.other, 0);
  const oversell = audit.negative + audit.mismatched + oversoldContended;
  const errors = r.non2xx + r.errors + contendedOther;
  const wrapped = r.total > spreadLimit ? ` (more requests than hotel-nights: ${spreadLimit})` : '';

  rows.push(
    row(
      'bookings',
      'committed bookings per second (50 clients)',
      r.rps,
      '/s',
      atLeast(3000),
      `${r.ok} guest holds in ${r.duration.toFixed(1)} s, p50 ${r.p50} ms, p99 ${r.p99} ms${cpuPerBooking === null ? '' : `, server CPU ${cpuPerBooking.toFixed(2)} ms a booking`}${wrapped}`,
    ),
  );
  rows.push(
    row(
      'bookings',
      'bookings: errors',
      errors,
      '',
      atMost(0),
      errors
        ? `statuses ${JSON.stringify(r.statusCodes)}, ${r.errors} socket errors, ${contendedOther} odd answers in the contended round`
        : '',
    ),
  );
  rows.push(
    row(
      'bookings',
      'bookings: oversold room-nights',
      oversell,
      '',
      atMost(0),
      `DB: ${audit.negative} nights out of range, ${audit.mismatched} nights where rooms taken ≠ bookings; contended: ${contended.length}×40 clients sold ${contended
        .map((c) => `${c.sold}/${c.before}`)
        .join(' ')}${undersoldContended ? `, ${undersoldContended} sold fewer than were left` : ''}`,
    ),
  );
  return { rows, details: { ...details, spread: r, contended, audit } };
}
