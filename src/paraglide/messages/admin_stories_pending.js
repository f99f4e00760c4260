/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Stories_PendingInputs */

const en_admin_stories_pending = /** @type {(inputs: Admin_Stories_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for review`)
};

const es_admin_stories_pending = /** @type {(inputs: Admin_Stories_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esperando revisión`)
};

/**
* | output |
* | --- |
* | "Waiting for review" |
*
* @param {Admin_Stories_PendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_stories_pending = /** @type {((inputs?: Admin_Stories_PendingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Stories_PendingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_stories_pending(inputs)
	return en_admin_stories_pending(inputs)
});