// npm run db:migrate — applies db/migrations to DATABASE_URL (default: the local database file).
import { migrateDb, openNodeDb } from "./node";

const { client, db } = openNodeDb(process.env.DATABASE_URL, process.env.DATABASE_AUTH_TOKEN);
await migrateDb(db);
client.close();
console.log("migrations applied");
