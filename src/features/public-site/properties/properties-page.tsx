import { useId, useState } from 'react';
import { PATHS } from '../../../config/paths';
import { CtaLink, buttonClass } from '../../../components/cta-link';
import { PageMeta } from '../../../components/page-meta';
import { useHydrated } from '../../../lib/use-client-value';
import { useUrlState } from '../../../lib/use-url-state';
import { PROPERTY_TOWNS, PROPERTY_TYPES } from '../../../types/content';
import { PROPERTIES, PROPERTIES_HEADING } from '../data/properties';
import { PageHeader } from '../shared/page-header';
import {
  applyFilters,
  hasFilters,
  NO_FILTERS,
  PROPERTY_URL,
  SORTS,
  type PropertyFilters,
} from './property-filters';
import { PropertyCard } from './property-card';
import '../../../components/form.css';
import './properties-page.css';

export const NO_MATCH_TEXT = 'No properties match your search.';

const BEDS = [1, 2, 3, 4, 5];

/**
 * A price box: what is typed stays as typed, and applies on leaving the box or on Enter
 * (two text boxes and no submit button: Enter would not submit the form). Then the box
 * shows what the address holds, so a value that makes no sense goes.
 */
function PriceBox({
  name,
  id,
  label,
  value,
  onApply,
}: {
  name: 'min' | 'max';
  id: string;
  label: string;
  value: number | null;
  onApply: (value: number | null) => void;
}) {
  const [typed, setTyped] = useState<string | null>(null);
  const apply = () => {
    if (typed === null) return;
    setTyped(null);
    const next = PROPERTY_URL.schema[name].read([typed]);
    if (next !== value) onApply(next);
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="field-input"
        inputMode="numeric"
        value={typed ?? (value === null ? '' : String(value))}
        onChange={(e) => setTyped(e.target.value)}
        onBlur={apply}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          apply();
        }}
      />
    </div>
  );
}

/**
 * Properties (product rules, 'Property listings'): every sample listing, filtered by
 * town, sale or rent, type, bedrooms and price, sorted by newest or price. The filters
 * live in the address; the prerendered page (and the first render) shows them all.
 */
export function PropertiesPage() {
  const hydrated = useHydrated();
  // The defaults until the prerendered page has hydrated (useUrlState), then the address's.
  const [filters, setFilters] = useUrlState(PROPERTY_URL);
  const shown = applyFilters(PROPERTIES, filters);
  const ids = useId();
  // At phone widths the filters fold into a panel behind 'Filters' (CSS shows them on wider screens).
  const [panelOpen, setPanelOpen] = useState(false);

  const select = (
    name: keyof PropertyFilters,
    label: string,
    value: string,
    options: readonly (readonly [string, string])[],
  ) => (
    <div className="field">
      <label htmlFor={`${ids}-${name}`}>{label}</label>
      <select
        id={`${ids}-${name}`}
        className="field-input"
        value={value}
        onChange={(e) =>
          setFilters({ [name]: PROPERTY_URL.schema[name].read([e.target.value]) } as Partial<PropertyFilters>)
        }
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );

  const priceBox = (name: 'min' | 'max', label: string) => (
    <PriceBox
      name={name}
      id={`${ids}-${name}`}
      label={label}
      value={filters[name]}
      onApply={(value) => setFilters(name === 'min' ? { min: value } : { max: value })}
    />
  );

  return (
    <div className="properties-page">
      <PageMeta description={PROPERTIES_HEADING} />
      <PageHeader
        title={PROPERTIES_HEADING}
        subtitle="Homes, apartments and land for sale and to let in Kisii, Nairobi, Mombasa, Kisumu and Nakuru."
      />
      <div className="page-container">
        <button
          type="button"
          className="property-filters__toggle"
          aria-expanded={panelOpen}
          aria-controls={`${ids}-filters`}
          onClick={() => setPanelOpen((open) => !open)}
        >
          Filters{hasFilters(filters) ? ' (on)' : ''}
        </button>
        <form
          id={`${ids}-filters`}
          className={panelOpen ? 'property-filters property-filters--open' : 'property-filters'}
          aria-label="Filter properties"
          onSubmit={(e) => e.preventDefault()}
        >
          <fieldset className="property-filters__fields" disabled={!hydrated}>
            {select('town', 'Town', filters.town?.toLowerCase() ?? '', [
              ['', 'Any town'],
              ...PROPERTY_TOWNS.map((t) => [t.toLowerCase(), t] as const),
            ])}
            {select('deal', 'For sale or to let', filters.deal ?? '', [
              ['', 'Sale or rent'],
              ['sale', 'For sale'],
              ['rent', 'To let'],
            ])}
            {select('type', 'Type', filters.type?.toLowerCase() ?? '', [
              ['', 'Any type'],
              ...PROPERTY_TYPES.map((t) => [t.toLowerCase(), t] as const),
            ])}
            {select('beds', 'Bedrooms', filters.beds === null ? '' : String(filters.beds), [
              ['', 'Any'],
              ...BEDS.map((b) => [String(b), `${b}+`] as const),
            ])}
            {priceBox('min', 'Min price (KES)')}
            {priceBox('max', 'Max price (KES)')}
            {select(
              'sort',
              'Sort by',
              filters.sort,
              SORTS.map((s) => [s.key, s.label] as const),
            )}
          </fieldset>
        </form>
        <p className="properties-page__count" role="status">
          {shown.length === 1 ? '1 property' : `${shown.length} properties`}
        </p>
        {shown.length === 0 ? (
          <div className="properties-page__empty">
            <p>{NO_MATCH_TEXT}</p>
            <button
              type="button"
              className={buttonClass('primary', 'large')}
              onClick={() => setFilters(NO_FILTERS)}
            >
              Clear filters
            </button>
          </div>
        ) : (
          <ul className="properties-grid">
            {shown.map((property, index) => (
              <PropertyCard key={property.id} property={property} eager={index < 3} />
            ))}
          </ul>
        )}
        {hasFilters(filters) && shown.length > 0 && (
          <p>
            <button type="button" className="link-button" onClick={() => setFilters(NO_FILTERS)}>
              Clear filters
            </button>
          </p>
        )}
        <div className="properties-page__cta">
          <p>Interested in one of these properties, or want us to market yours?</p>
          <CtaLink variant="primary" size="large" to={PATHS.contact}>
            Contact Us
          </CtaLink>
        </div>
      </div>
    </div>
  );
}
