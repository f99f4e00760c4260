/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_RemovedInputs */

const en_groups_removed = /** @type {(inputs: Groups_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removed from the group`)
};

const es_groups_removed = /** @type {(inputs: Groups_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitado del grupo`)
};

/**
* | output |
* | --- |
* | "Removed from the group" |
*
* @param {Groups_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_removed = /** @type {((inputs?: Groups_RemovedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_RemovedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_removed(inputs)
	return en_groups_removed(inputs)
});