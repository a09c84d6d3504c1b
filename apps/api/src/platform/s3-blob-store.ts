import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import {
  BlobNotFoundError,
  type BlobRange,
  type BlobRead,
  type BlobStore,
  type StoredBlob,
} from "./blob-store.ts";

export interface S3Settings {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
  /** Milliseconds a read or a removal may wait for the service's answer before failing. */
  timeoutMs: number;
}

/** The S3 client of these settings; keys absent means the SDK's own chain (environment, instance role). */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // The SDK's default checksums stream bodies as aws-chunked with trailers, which many S3-compatible
    // stores (MinIO's older releases, Ceph, s3rver) do not understand; TLS already guards the bytes.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/** Files in an S3-compatible bucket, streamed both ways (multipart upload for large ones). */
export class S3BlobStore implements BlobStore {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    /** How long a read or a removal may wait for the service's answer (its headers), in ms. */
    private readonly timeoutMs = 30_000,
  ) {}

  /**
   * Sends a command that fails after `timeoutMs` without an answer: the SDK would otherwise wait
   * for a silent service forever, holding the request and its socket. Only the wait for the answer
   * is bounded; the body of a large file then streams for as long as it takes.
   */
  private async sendWithin<T>(send: (abortSignal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error("S3 timeout")), this.timeoutMs);
    try {
      return await send(controller.signal);
    } finally {
      clearTimeout(timer);
    }
  }

  async put(key: string, body: Readable): Promise<void> {
    // Upload holds queueSize parts of 5 MB in memory, per upload: two keep a 200 MB upload within the
    // memory budget (measure-files). It aborts its multipart upload on failure; when that abort fails
    // too, its error hides the body's: report the body's, the first cause.
    let bodyError: unknown;
    body.once("error", (error) => {
      bodyError = error;
    });
    try {
      await new Upload({
        client: this.client,
        params: { Bucket: this.bucket, Key: key, Body: body },
        queueSize: 2,
      }).done();
    } catch (error) {
      throw bodyError ?? error;
    }
  }

  async get(key: string, range?: BlobRange): Promise<BlobRead> {
    try {
      const output = await this.sendWithin((abortSignal) =>
        this.client.send(
          new GetObjectCommand({
            Bucket: this.bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
          { abortSignal },
        ),
      );
      if (!(output.Body instanceof Readable)) throw new Error("S3 body is not a Node stream");
      const total = output.ContentRange?.match(/\/(\d+)$/)?.[1];
      return { stream: output.Body, size: total ? Number(total) : (output.ContentLength ?? 0) };
    } catch (error) {
      if (
        error instanceof S3ServiceException &&
        (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404)
      ) {
        throw new BlobNotFoundError(key);
      }
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.sendWithin((abortSignal) =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }), { abortSignal }),
    );
  }

  async *list(): AsyncIterable<StoredBlob> {
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket })) {
      for (const object of page.Contents ?? []) {
        if (object.Key !== undefined) {
          yield { key: object.Key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
        }
      }
    }
  }
}
