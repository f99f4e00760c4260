/**
* | output |
* | --- |
* | "All games" |
*
* @param {Site_Offline_All_GamesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_offline_all_games: ((inputs?: Site_Offline_All_GamesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Offline_All_GamesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Offline_All_GamesInputs = {};
