// The parts of the `zipcodes` package (no published types) that scripts/build-gazetteer.ts reads.
declare module "zipcodes" {
  type ZipCode = { zip: string; latitude: number; longitude: number; city: string; state: string; country: string };
  const zipcodes: { codes: Record<string, ZipCode> };
  export default zipcodes;
}
