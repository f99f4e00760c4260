/**
* | output |
* | --- |
* | "Hello, friend! Come and explore God’s Word." |
*
* @param {Home_Hello_FriendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_hello_friend: ((inputs?: Home_Hello_FriendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Hello_FriendInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Hello_FriendInputs = {};
