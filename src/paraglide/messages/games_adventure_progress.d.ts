/**
* | output |
* | --- |
* | "· Adventure {n} of {total}" |
*
* @param {Games_Adventure_ProgressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_progress: ((inputs: Games_Adventure_ProgressInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Adventure_ProgressInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Adventure_ProgressInputs = {
    n: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
