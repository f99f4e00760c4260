/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Admin_Plans_Days_CountInputs */

const en_admin_plans_days_count = /** @type {(inputs: Admin_Plans_Days_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} day`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} days`);
	return /** @type {LocalizedString} */ ("admin_plans_days_count");
};

const es_admin_plans_days_count = /** @type {(inputs: Admin_Plans_Days_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} día`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} días`);
	return /** @type {LocalizedString} */ ("admin_plans_days_count");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{count} day" |
* | "other" | "{count} days" |
*
* @param {Admin_Plans_Days_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_plans_days_count = /** @type {((inputs: Admin_Plans_Days_CountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Plans_Days_CountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_plans_days_count(inputs)
	return en_admin_plans_days_count(inputs)
});