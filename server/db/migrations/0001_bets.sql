-- A user's bets (CONTRACT §11). The key is (uid, id): ids are the client's, unique per user.
-- Legs are jsonb: a bet is written, versioned and read whole, its legs never change after the POST,
-- and no query reads a leg alone; the CHECKs below keep what must never be stored out.
create table bets (
  uid text not null check (char_length(uid) between 1 and 128),
  id uuid not null,
  placed_at timestamptz not null,
  stake numeric(12, 2) not null check (stake > 0 and stake <= 1000000),
  book text not null check (book in ('fanduel', 'draftkings', 'betmgm', 'other')),
  kind text not null check (kind in ('single', 'parlay', 'teaser')),
  teaser_points numeric(3, 1) check (teaser_points in (6, 6.5, 7)),
  price integer not null check (abs(price) >= 100),
  legs jsonb not null check (jsonb_typeof(legs) = 'array'),
  notes text check (char_length(notes) <= 500),
  -- The season and week of the bet's first game, for ?season=&week=.
  season text not null,
  week smallint not null check (week between 1 and 22),
  -- The POST body's hash: a retry with the same body answers the stored bet, another body 409.
  post_hash text not null,
  version integer not null default 1 check (version >= 1),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (uid, id),
  check ((kind = 'teaser') = (teaser_points is not null)),
  check (
    case kind
      when 'single' then jsonb_array_length(legs) = 1
      else jsonb_array_length(legs) between 2 and 10
    end
  )
);

-- GET /api/me/bets: one user's bets, newest first; and the same filtered by season and week.
create index bets_uid_placed_at on bets (uid, placed_at desc, id);
create index bets_uid_season_week on bets (uid, season, week, placed_at desc);
