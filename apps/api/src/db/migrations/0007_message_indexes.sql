DROP INDEX "conversation_members_list";--> statement-breakpoint
CREATE INDEX "messages_author_recent" ON "messages" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_unread" ON "messages" USING btree ("conversation_id") WHERE not "messages"."is_read";--> statement-breakpoint
CREATE INDEX "conversation_members_list" ON "conversation_members" USING btree ("user_id","last_message_at" DESC NULLS LAST,"conversation_id" DESC NULLS LAST);