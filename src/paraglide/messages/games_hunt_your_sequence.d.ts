/**
* | output |
* | --- |
* | "Your sequence" |
*
* @param {Games_Hunt_Your_SequenceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_your_sequence: ((inputs?: Games_Hunt_Your_SequenceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Your_SequenceInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Your_SequenceInputs = {};
