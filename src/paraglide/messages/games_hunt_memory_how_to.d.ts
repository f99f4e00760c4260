/**
* | output |
* | --- |
* | "Look closely! You will see all 20 spots for 3 seconds. Then they hide. Tap the spots where the fruits were. A weed costs 15 seconds." |
*
* @param {Games_Hunt_Memory_How_ToInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_memory_how_to: ((inputs?: Games_Hunt_Memory_How_ToInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Memory_How_ToInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Memory_How_ToInputs = {};
