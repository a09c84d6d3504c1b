import { endpoints, schemasOf } from "@campus/contracts/endpoint";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { routesOf } from "./routes.ts";

const things = schemasOf(async () => ({
  thingSchema: z.object({ id: z.string(), name: z.string() }),
  newThingSchema: z.object({ name: z.string().min(1) }),
  idParamSchema: z.object({ id: z.string().regex(/^t\d+$/) }),
}));

const THINGS = endpoints("choses", {
  getThing: {
    method: "GET",
    path: "/things/:id",
    access: "public",
    params: things("idParamSchema"),
    response: things("thingSchema"),
  },
  createThing: {
    method: "POST",
    path: "/things",
    access: "public",
    body: things("newThingSchema"),
    response: things("thingSchema"),
    status: 201,
  },
  removeThing: {
    method: "DELETE",
    path: "/things/:id",
    access: "public",
    params: things("idParamSchema"),
    status: 204,
  },
});

async function appWith(register: (route: Awaited<ReturnType<typeof routesOf<typeof THINGS>>>) => void) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  register(await routesOf(app, THINGS));
  return app;
}

describe("routes registered from their declarations", () => {
  it("take their path, schemas and declared status from the declaration", async () => {
    const removed: string[] = [];
    const app = await appWith((route) => {
      route.getThing((request) => ({ id: request.params.id, name: "chaise", extra: "not sent" }));
      route.createThing((request) => ({ id: "t2", name: request.body.name }));
      route.removeThing((request) => {
        removed.push(request.params.id);
      });
    });
    const got = await app.inject({ method: "GET", url: "/things/t1" });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual({ id: "t1", name: "chaise" });
    expect((await app.inject({ method: "GET", url: "/things/x" })).statusCode).toBe(400);
    const created = await app.inject({ method: "POST", url: "/things", payload: { name: "table" } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: "t2", name: "table" });
    expect((await app.inject({ method: "POST", url: "/things", payload: { name: "" } })).statusCode).toBe(
      400,
    );
    const gone = await app.inject({ method: "DELETE", url: "/things/t3" });
    expect(gone.statusCode).toBe(204);
    expect(gone.body).toBe("");
    expect(removed).toEqual(["t3"]);
    await app.close();
  });

  it("stop the server at start when a declared endpoint has no route", async () => {
    const app = await appWith((route) => {
      route.getThing(() => ({ id: "t1", name: "chaise" }));
    });
    await expect(app.ready()).rejects.toThrow("declared without a route: POST /things, DELETE /things/:id");
  });
});
