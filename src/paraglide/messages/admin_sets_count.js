/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Admin_Sets_CountInputs */

const en_admin_sets_count = /** @type {(inputs: Admin_Sets_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} verse`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} verses`);
	return /** @type {LocalizedString} */ ("admin_sets_count");
};

const es_admin_sets_count = /** @type {(inputs: Admin_Sets_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} versículo`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} versículos`);
	return /** @type {LocalizedString} */ ("admin_sets_count");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{count} verse" |
* | "other" | "{count} verses" |
*
* @param {Admin_Sets_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_sets_count = /** @type {((inputs: Admin_Sets_CountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sets_CountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_sets_count(inputs)
	return en_admin_sets_count(inputs)
});