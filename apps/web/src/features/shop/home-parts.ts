/** What the shop lends the home page (composed in app/routes.tsx). */
export { HomeSlider as Slider } from './components/home-slider';
export { SnapCarousel as Carousel } from '../../components/carousel/snap-carousel';
export { ProductCard } from './components/product-card';
