/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Stories_AnonymousInputs */

const en_admin_stories_anonymous = /** @type {(inputs: Admin_Stories_AnonymousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · wants to stay anonymous`)
};

const es_admin_stories_anonymous = /** @type {(inputs: Admin_Stories_AnonymousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · quiere quedar en el anonimato`)
};

/**
* | output |
* | --- |
* | "· wants to stay anonymous" |
*
* @param {Admin_Stories_AnonymousInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_stories_anonymous = /** @type {((inputs?: Admin_Stories_AnonymousInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Stories_AnonymousInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_stories_anonymous(inputs)
	return en_admin_stories_anonymous(inputs)
});