/**
* | output |
* | --- |
* | "Sign in to play" |
*
* @param {Games_Card_Sign_In_To_PlayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_card_sign_in_to_play: ((inputs?: Games_Card_Sign_In_To_PlayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Card_Sign_In_To_PlayInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Card_Sign_In_To_PlayInputs = {};
