/**
* | output |
* | --- |
* | "{n}: not yet" |
*
* @param {Games_Hunt_Not_YetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_not_yet: ((inputs: Games_Hunt_Not_YetInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Not_YetInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Not_YetInputs = {
    n: NonNullable<unknown>;
};
