-- What a notification is about, so a click on it opens that (issue 12): the transaction's id for
-- deposits and refunds, the payout's transaction reference for complaints (the complaints screen
-- searches by it). Payout notifications open the payout history and need none. The kind of target
-- follows from the notification's type (contract/notifications.ts notificationTarget).
ALTER TABLE notifications ADD COLUMN target_ref text;
