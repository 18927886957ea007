// The one host global the pure engine uses: the solver's clock for its time budget, present in
// Node and in every browser and worker alike.
declare const performance: { now(): number };
