/**
* | output |
* | --- |
* | "Play {game}" |
*
* @param {Home_Thing_GameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_game: ((inputs: Home_Thing_GameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Thing_GameInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Thing_GameInputs = {
    game: NonNullable<unknown>;
};
