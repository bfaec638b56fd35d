-- Each user's bets' stamp, bumped by every statement that inserts, changes or deletes any of their bets: a server
-- that read a user's list under one stamp knows, from one row, whether it is still the list (GET /api/me/bets reads
-- 5,000 bets in most of its 50 ms; several servers may share the database, so no server's memory can tell alone).
create table bet_stamps (
  uid text primary key,
  stamp bigint not null default 0
);

insert into bet_stamps (uid, stamp)
select uid, 1 from bets group by uid;

create function bump_bet_stamps() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into bet_stamps as stamps (uid, stamp)
    select distinct uid, 1 from changed_new
    on conflict (uid) do update set stamp = stamps.stamp + 1;
  else
    insert into bet_stamps as stamps (uid, stamp)
    select distinct uid, 1 from changed_old
    on conflict (uid) do update set stamp = stamps.stamp + 1;
  end if;
  return null;
end
$$;

-- One bump a statement (an import of 5,000 rows is one), through the statement's transition tables.
create trigger bets_inserted after insert on bets
  referencing new table as changed_new
  for each statement execute function bump_bet_stamps();
create trigger bets_updated after update on bets
  referencing old table as changed_old
  for each statement execute function bump_bet_stamps();
create trigger bets_deleted after delete on bets
  referencing old table as changed_old
  for each statement execute function bump_bet_stamps();
