-- Name searches list guests by name (a phone-book order) so an index can deliver the first page of a
-- broad prefix ("sm") without sorting every match: the name indexes become plain btrees under the
-- "C" collation, which serve both the prefix range (>= / <, also with bound parameters) and the
-- ORDER BY. They replace the text_pattern_ops indexes of 001.
drop index if exists customers_last_name_idx;
drop index if exists customers_first_name_idx;
create index customers_last_first_name_idx on customers ((lower(last_name) collate "C"), (lower(first_name) collate "C"));
create index customers_first_last_name_idx on customers ((lower(first_name) collate "C"), (lower(last_name) collate "C"));
