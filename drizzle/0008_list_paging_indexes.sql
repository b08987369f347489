DROP INDEX "appointments_user_id_date_time_index";--> statement-breakpoint
DROP INDEX "clients_user_id_created_at_index";--> statement-breakpoint
DROP INDEX "properties_user_id_created_at_index";--> statement-breakpoint
CREATE INDEX "appointments_user_id_date_time_id_index" ON "appointments" USING btree ("user_id","date","time","id");--> statement-breakpoint
CREATE INDEX "clients_user_id_created_at_id_index" ON "clients" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_user_id_created_at_id_index" ON "properties" USING btree ("user_id","created_at","id");