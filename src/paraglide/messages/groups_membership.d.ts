/**
* | output |
* | --- |
* | "{name} is in {group} (led by {leader})." |
*
* @param {Groups_MembershipInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_membership: ((inputs: Groups_MembershipInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_MembershipInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_MembershipInputs = {
    name: NonNullable<unknown>;
    group: NonNullable<unknown>;
    leader: NonNullable<unknown>;
};
