/**
* | output |
* | --- |
* | "Co-leader" |
*
* @param {Groups_Role_Co_LeaderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_role_co_leader: ((inputs?: Groups_Role_Co_LeaderInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Role_Co_LeaderInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Role_Co_LeaderInputs = {};
