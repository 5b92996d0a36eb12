-- Points and gift exchanges as database functions (docs/architecture.md §4, "Money-like things"): the rules
-- stay the ones the TypeScript wrappers document (server/modules/points/ledger.ts,
-- server/modules/user/gift/exchange.ts); the function body is where they run, so that an exchange is one round
-- trip and one implicit transaction instead of ten statements, and so that a points change is one.
-- Both functions are VOLATILE (the default): every statement in them reads a fresh snapshot, so a read that
-- follows the user's row lock sees every order that user committed before it got the lock.

-- One change of a user's points: the user's row locked, one ledger row with the balance after it, the new
-- balance. Idempotent per (user, rule, ref_key): a second call changes nothing and answers 'repeated'.
-- 'short' (the balance would go below 0) and 'no_user' change nothing either.
CREATE FUNCTION "points_change"(
  p_user integer, p_delta integer, p_rule text, p_ref_key text, p_note text, p_at timestamptz
) RETURNS TABLE ("outcome" text, "balance" integer) LANGUAGE plpgsql AS $$
DECLARE
  v_balance integer;
BEGIN
  SELECT u."points" INTO v_balance FROM "users" u WHERE u."id" = p_user FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'no_user'::text, 0;
    RETURN;
  END IF;
  IF v_balance + p_delta < 0 THEN
    RETURN QUERY SELECT 'short'::text, v_balance;
    RETURN;
  END IF;
  INSERT INTO "points_ledger" AS l ("user_id", "delta", "balance_after", "rule", "ref_key", "note", "created_at")
  VALUES (p_user, p_delta, v_balance + p_delta, p_rule, p_ref_key, left(coalesce(p_note, ''), 120), coalesce(p_at, now()))
  ON CONFLICT ("user_id", "rule", "ref_key") DO NOTHING;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'repeated'::text, v_balance;
    RETURN;
  END IF;
  UPDATE "users" u SET "points" = v_balance + p_delta WHERE u."id" = p_user;
  RETURN QUERY SELECT 'applied'::text, v_balance + p_delta;
END
$$;--> statement-breakpoint

-- One gift exchange, all or nothing. In order:
--   1. the user's row, locked: this user's exchanges queue here, and each sees the orders of the ones before;
--   2. the form's key: an order of this user with it answers 'repeated' (or 'key_other_gift' for another gift);
--   3. the online gift, and every check that needs no write: the receiver of a physical gift, stock, the per-user
--      limit over orders not cancelled, the balance; each failure answers its outcome and writes nothing;
--   4. the stock, checked and taken by one conditional UPDATE (no oversell under any concurrency) at the price
--      read in 3; when it takes nothing, 'repriced' or 'stock_taken' and nothing is written;
--   5. the order, its points through points_change, and the receiver saved to the address book if asked.
-- Nothing after 4 can refuse (the balance and the key were checked under the user's lock), so the hot gift's row
-- is locked only for the few inserts between 4 and the commit.
CREATE FUNCTION "gift_exchange"(
  p_user integer, p_gift integer, p_quantity integer, p_key text,
  p_receiver_name text, p_receiver_phone text, p_receiver_address text, p_save_address boolean,
  p_order_no text, p_voucher_code text, p_now timestamptz, p_max_addresses integer
) RETURNS TABLE (
  "outcome" text, "order_id" integer, "balance" integer, "stock" integer, "per_user_limit" integer,
  "gift_title" text, "gift_kind" text, "gift_cover" text, "unit_points" integer
) LANGUAGE plpgsql AS $$
DECLARE
  v_balance integer;
  v_key_gift integer;
  v_gift "gifts"%ROWTYPE;
  v_held integer;
  v_total integer;
  v_order integer;
  v_physical boolean;
BEGIN
  SELECT u."points" INTO v_balance FROM "users" u WHERE u."id" = p_user FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'no_user'::text, NULL::integer, 0, NULL::integer, NULL::integer, NULL::text, NULL::text, NULL::text, NULL::integer;
    RETURN;
  END IF;

  SELECT o."gift_id" INTO v_key_gift FROM "gift_orders" o WHERE o."user_id" = p_user AND o."idem_key" = p_key;
  IF FOUND THEN
    RETURN QUERY SELECT CASE WHEN v_key_gift = p_gift THEN 'repeated' ELSE 'key_other_gift' END::text,
      NULL::integer, v_balance, NULL::integer, NULL::integer, NULL::text, NULL::text, NULL::text, NULL::integer;
    RETURN;
  END IF;

  SELECT g.* INTO v_gift FROM "gifts" g WHERE g."id" = p_gift AND g."is_online";
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'not_found'::text, NULL::integer, v_balance, NULL::integer, NULL::integer, NULL::text, NULL::text, NULL::text, NULL::integer;
    RETURN;
  END IF;
  v_physical := v_gift."kind" = 'physical';
  v_total := v_gift."points" * p_quantity;

  IF v_physical AND (p_receiver_name IS NULL OR p_receiver_phone IS NULL OR p_receiver_address IS NULL) THEN
    outcome := 'needs_receiver';
  ELSIF v_gift."stock" < p_quantity THEN
    outcome := 'out_of_stock';
  ELSIF v_gift."per_user_limit" IS NOT NULL THEN
    SELECT coalesce(sum(o."quantity"), 0) INTO v_held FROM "gift_orders" o
    WHERE o."user_id" = p_user AND o."gift_id" = p_gift AND o."status" <> 'cancelled';
    IF v_held + p_quantity > v_gift."per_user_limit" THEN
      outcome := 'limit';
    END IF;
  END IF;
  IF outcome IS NULL AND v_balance < v_total THEN
    outcome := 'points_short';
  END IF;
  IF outcome IS NULL THEN
    UPDATE "gifts" g SET "stock" = g."stock" - p_quantity, "exchanged" = g."exchanged" + p_quantity
    WHERE g."id" = p_gift AND g."is_online" AND g."stock" >= p_quantity AND g."points" = v_gift."points";
    IF NOT FOUND THEN
      outcome := CASE WHEN EXISTS (SELECT 1 FROM "gifts" g WHERE g."id" = p_gift AND g."points" <> v_gift."points")
        THEN 'repriced' ELSE 'stock_taken' END;
    END IF;
  END IF;
  IF outcome IS NOT NULL THEN
    RETURN QUERY SELECT outcome, NULL::integer, v_balance, v_gift."stock", v_gift."per_user_limit",
      v_gift."title"::text, v_gift."kind"::text, v_gift."cover"::text, v_gift."points";
    RETURN;
  END IF;

  INSERT INTO "gift_orders" (
    "order_no", "user_id", "gift_id", "gift_title", "gift_kind", "quantity", "unit_points", "total_points", "status",
    "idem_key", "receiver_name", "receiver_phone", "receiver_address", "voucher_code", "created_at", "completed_at"
  ) VALUES (
    p_order_no, p_user, p_gift, v_gift."title", v_gift."kind", p_quantity, v_gift."points", v_total,
    CASE WHEN v_physical THEN 'pending' ELSE 'completed' END, p_key,
    CASE WHEN v_physical THEN p_receiver_name END, CASE WHEN v_physical THEN p_receiver_phone END,
    CASE WHEN v_physical THEN p_receiver_address END, CASE WHEN v_physical THEN NULL ELSE p_voucher_code END,
    p_now, CASE WHEN v_physical THEN NULL ELSE p_now END
  ) RETURNING "id" INTO v_order;

  PERFORM 1 FROM "points_change"(p_user, -v_total, 'giftExchange', 'order:' || v_order, v_gift."title" || ' ×' || p_quantity, NULL);

  IF v_physical AND p_save_address THEN
    INSERT INTO "gift_addresses" AS a ("user_id", "name", "phone", "address", "used_at")
    VALUES (p_user, p_receiver_name, p_receiver_phone, p_receiver_address, p_now)
    ON CONFLICT ("user_id", "name", "phone", "address") DO UPDATE SET "used_at" = p_now;
    -- An address book, not a log: the newest few stay.
    DELETE FROM "gift_addresses" a WHERE a."user_id" = p_user AND a."id" NOT IN (
      SELECT b."id" FROM "gift_addresses" b WHERE b."user_id" = p_user
      ORDER BY b."used_at" DESC, b."id" DESC LIMIT p_max_addresses);
  END IF;

  RETURN QUERY SELECT 'ok'::text, v_order, v_balance - v_total, v_gift."stock" - p_quantity, v_gift."per_user_limit",
    v_gift."title"::text, v_gift."kind"::text, v_gift."cover"::text, v_gift."points";
END
$$;
