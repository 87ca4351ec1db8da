-- The billing list shows each stay's confirmation number, so two guests of the same name can be told
-- apart (issue #17). Every stay event carries it; stays projected before this migration get it with
-- their next event (check-in, check-out, an update) and show blank until then — billing has no other
-- source for it.
alter table stays add column confirmation_code text;
