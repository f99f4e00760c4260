/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Stories_RejectedInputs */

const en_admin_stories_rejected = /** @type {(inputs: Admin_Stories_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not approved`)
};

const es_admin_stories_rejected = /** @type {(inputs: Admin_Stories_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No aprobadas`)
};

/**
* | output |
* | --- |
* | "Not approved" |
*
* @param {Admin_Stories_RejectedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_stories_rejected = /** @type {((inputs?: Admin_Stories_RejectedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Stories_RejectedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_stories_rejected(inputs)
	return en_admin_stories_rejected(inputs)
});