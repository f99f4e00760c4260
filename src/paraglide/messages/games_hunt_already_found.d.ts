/**
* | output |
* | --- |
* | "{name}, already found" |
*
* @param {Games_Hunt_Already_FoundInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_already_found: ((inputs: Games_Hunt_Already_FoundInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Already_FoundInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Already_FoundInputs = {
    name: NonNullable<unknown>;
};
