/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, titles: NonNullable<unknown> }} Family_Stories_Heard_ListInputs */

const en_family_stories_heard_list = /** @type {(inputs: Family_Stories_Heard_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} (${i?.titles})`)
};

const es_family_stories_heard_list = /** @type {(inputs: Family_Stories_Heard_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} (${i?.titles})`)
};

/**
* | output |
* | --- |
* | "{count} ({titles})" |
*
* @param {Family_Stories_Heard_ListInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_stories_heard_list = /** @type {((inputs: Family_Stories_Heard_ListInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Stories_Heard_ListInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_stories_heard_list(inputs)
	return en_family_stories_heard_list(inputs)
});