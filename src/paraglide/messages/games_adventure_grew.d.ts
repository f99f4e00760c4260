/**
* | output |
* | --- |
* | "You grew in wisdom, courage and faith (total {total}). On to Level {next}!" |
*
* @param {Games_Adventure_GrewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_grew: ((inputs: Games_Adventure_GrewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Adventure_GrewInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Adventure_GrewInputs = {
    total: NonNullable<unknown>;
    next: NonNullable<unknown>;
};
